/**
 * The ledger's answers to the contract's `funding` operations: the perpetual markets' funding schedule (every 8 h at
 * 00, 08 and 16 UTC of the ledger's clock), rates, open interest and history, the user's funding payments (the
 * ledger's `funding` history that the positions post to the collateral account), and the funding discounts that
 * holding WBT gives.
 */
import { http, type RequestHandler } from 'msw';
import {
  GetFundingRate200Response,
  GetNextFundingTime200Response,
  GetOpenInterest200Response,
  GetUserFundingDiscount200Response,
  GetWbtHoldingFundingDiscount200Response,
  ListFundingHistory200Response,
  ListUserFundingHistory200Response,
} from '../../../generated/api/funding/funding.zod';
import { inPeriod, json, notFound, paging, periodOf, seconds, signedIn, validation, type LedgerContext } from '../http';
import { decimal } from '../ledger';
import {
  FUNDING_INTERVAL_HOURS,
  fundingHistory,
  fundingRate,
  nextFundingAfter,
  openInterest,
  perpetual,
  userFunding,
} from '../money/funding';
import { fundingDiscountOf, heldUnits, holdingLevel } from '../money/wbt';

export function fundingHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger, exchange } = ctx;
  /** The perpetual market of the path, or a 404 for any other market. */
  const ofMarket = (name: unknown, answer: (market: string) => Response | Promise<Response>) => {
    const entry = perpetual(exchange, String(name));
    return entry ? answer(entry.market) : notFound(`${String(name)} is not a perpetual market.`);
  };
  return [
    http.get('*/v2/funding-discount/wbt-holding/:level', ({ params }) => {
      const level = Number(params.level);
      if (!Number.isInteger(level) || level < 0 || level > 10)
        return validation(30, { level: ['The level is a whole number from 0 to 10.'] });
      const discount = fundingDiscountOf(level);
      if (discount === undefined) return notFound(`There is no WBT holding level ${level}.`);
      return json(GetWbtHoldingFundingDiscount200Response, { data: { level, discount } });
    }),
    http.get('*/v2/funding-discount/user', () =>
      signedIn(ctx, () => {
        const level = holdingLevel(ledger);
        return json(GetUserFundingDiscount200Response, {
          data: { holdingLevel: level, discount: fundingDiscountOf(level) ?? '0', hold: decimal(heldUnits(ledger)) },
        });
      }),
    ),
    http.get('*/v2/collateral/funding/next-funding-time/:market', ({ params }) =>
      ofMarket(params.market, (market) =>
        json(GetNextFundingTime200Response, { data: { market, nextFundingTime: seconds(nextFundingAfter(ledger.now())) } }),
      ),
    ),
    http.get('*/v2/collateral/funding/rate/:market', ({ params }) =>
      ofMarket(params.market, (market) =>
        json(GetFundingRate200Response, {
          data: { market, rate: fundingRate(ledger, market, nextFundingAfter(ledger.now())), intervalHours: FUNDING_INTERVAL_HOURS },
        }),
      ),
    ),
    http.get('*/v2/collateral/funding/open-interest/:market', ({ params }) =>
      ofMarket(params.market, (market) =>
        json(GetOpenInterest200Response, { data: { market, ...openInterest(exchange, ledger, market) } }),
      ),
    ),
    http.get('*/v2/collateral/funding/history/:market', ({ params, request }) =>
      ofMarket(params.market, (market) => {
        const { offset, limit } = paging(request, 100, 100);
        const all = fundingHistory(exchange, ledger, market);
        return json(ListFundingHistory200Response, {
          data: all.slice(offset, offset + limit).map((f) => ({ ...f, fundingTime: seconds(f.fundingTime) })),
          pagination: { limit, offset, total: all.length },
        });
      }),
    ),
    http.get('*/v2/collateral/funding/user-history/:market', ({ params, request }) =>
      signedIn(ctx, () =>
        ofMarket(params.market, (market) => {
          const { offset, limit } = paging(request, 100, 100);
          const range = periodOf(request);
          if ('error' in range) return range.error;
          const all = userFunding(exchange, ledger, market).filter((f) => inPeriod(range.period, seconds(f.time)));
          return json(ListUserFundingHistory200Response, {
            data: all.slice(offset, offset + limit).map((f) => ({ ...f, time: seconds(f.time) })),
            pagination: { limit, offset, total: all.length },
          });
        }),
      ),
    ),
  ];
}
