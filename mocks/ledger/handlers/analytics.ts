/**
 * The ledger's answers to the contract's assumed `analytics` operations (issue 23): the account's value, profit and
 * loss, the collateral account's realized PnL and funding, and the trading volumes, each over a period of UTC days
 * (mocks/ledger/analytics/series.ts).
 */
import { http, type RequestHandler } from 'msw';
import {
  GetAccountValueHistory200Response,
  GetCollateralPnl200Response,
  GetPnlHistory200Response,
  GetPnlSummary200Response,
  GetTradingVolumeHistory200Response,
  GetTradingVolumes200Response,
} from '../../../generated/api/analytics/analytics.zod';
import { keepBalanceJournal } from '../analytics/balance-journal';
import {
  accountSeries,
  collateralPnl,
  PERIODS,
  pnlSeries,
  pnlSummary,
  tradingVolumes,
  tradingVolumeSeries,
  type AnalyticsPeriod,
} from '../analytics/series';
import { json, query, signedIn, validation, type LedgerContext, type Schema } from '../http';

export function analyticsHandlers(ctx: LedgerContext): RequestHandler[] {
  keepBalanceJournal(ctx.ledger);
  const answer =
    (schema: Schema, figures: (ctx: LedgerContext, period: AnalyticsPeriod) => unknown) =>
    ({ request }: { request: Request }) =>
      signedIn(ctx, () => {
        const period = query(request).get('period') ?? '30d';
        if (!(period in PERIODS)) return validation(30, { period: ['The period must be 7d, 30d, 90d or 365d.'] });
        return json(schema, { data: figures(ctx, period as AnalyticsPeriod) });
      });
  return [
    http.get('*/v2/analytics/pnl/summary', answer(GetPnlSummary200Response, pnlSummary)),
    http.get('*/v2/analytics/account', answer(GetAccountValueHistory200Response, accountSeries)),
    http.get('*/v2/analytics/pnl/collateral', answer(GetCollateralPnl200Response, collateralPnl)),
    http.get('*/v2/analytics/pnl/history', answer(GetPnlHistory200Response, pnlSeries)),
    http.get('*/v2/analytics/trading-volumes', answer(GetTradingVolumes200Response, tradingVolumes)),
    http.get('*/v2/analytics/trading-volumes/history', answer(GetTradingVolumeHistory200Response, tradingVolumeSeries)),
  ];
}
