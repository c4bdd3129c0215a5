/**
 * The ledger's answers to the contract's `balances` operations: the balances per ticker over every account type,
 * transfers between them (ledger.move, all or nothing), the trading bonuses, and the native token WBT (its one
 * price, supply, burns, benefit levels, hold and unhold requests).
 */
import { http, type RequestHandler } from 'msw';
import {
  CancelWbtUnholdRequest200Response,
  ConfirmConvert200Response,
  ConfirmConvertBody,
  CreateWbtUnholdRequest200Response,
  CreateWbtUnholdRequestBody,
  EstimateConvert200Response,
  EstimateConvertBody,
  GetWbtBalances200Response,
  GetWbtBanner200Response,
  GetWbtBenefits200Response,
  GetWbtInfo200Response,
  HoldWbt200Response,
  HoldWbtBody,
  ListBalances200Response,
  ListBalancesByType200Response,
  ListBalanceTransfers200Response,
  ListBonuses200Response,
  ListConvertHistory200Response,
  ListWbtBurnTransactions200Response,
  ListWbtUnholdRequests200Response,
  TransferBalance200Response,
  TransferBalanceBody,
} from '../../../generated/api/balances/balances.zod';
import {
  featureDisabled,
  inPeriod,
  json,
  notFound,
  pageOf,
  paging,
  periodOf,
  posting,
  query,
  seconds,
  signedIn,
  validation,
  type LedgerContext,
} from '../http';
import { bonusRecords, defineBonuses } from '../money/bonuses';
import { decimal } from '../ledger';
import { positiveAmount } from '../money/amounts';
import { balanceRows, balanceTickers, KIND_ACCOUNTS, rowsOfKind, type BalanceKind } from '../money/balances';
import { confirm, defineConvert, estimate, type Quote } from '../money/convert';
import { decimalsOf } from '../money/currencies';
import { refusedFeature } from '../sub-accounts/sub-accounts';
import { conversionRecords, transferRecords, wireConversion, type TransferEntry } from '../money/history-records';
import { parsedBody, publishSpot } from '../money/requests';
import {
  cancelUnhold,
  defineWbt,
  hold,
  HOLDING_LEVELS,
  OWNING_LEVELS,
  requestUnhold,
  wbtBalances,
  wbtBanner,
  wbtInfo,
  wbtState,
  type UnholdRequest,
} from '../money/wbt';

export function balancesHandlers(ctx: LedgerContext): RequestHandler[] {
  const ledger = ctx.ledger;
  defineWbt(ledger);
  defineConvert(ledger);
  defineBonuses(ledger);
  return [
    http.get('*/v2/balances', () => signedIn(ctx, () => json(ListBalances200Response, { data: balanceRows(ledger) }))),
    http.post('*/v2/balances/transfer', ({ request }) => signedIn(ctx, () => transfer(ctx, request))),
    http.get('*/v2/balances/transfer/history', ({ request }) =>
      signedIn(ctx, () => {
        const range = periodOf(request);
        if ('error' in range) return range.error;
        const all = transferRecords(ledger, query(request).get('ticker')).filter((r) => inPeriod(range.period, r.time));
        return json(ListBalanceTransfers200Response, pageOf(all, paging(request, 100, 100)));
      }),
    ),
    http.get('*/v2/balances/:type', ({ params }) =>
      signedIn(ctx, () => {
        const type = String(params.type);
        if (!(type in KIND_ACCOUNTS)) return validation(30, { type: ['The balance type must be main, spot, margin or staking.'] });
        return json(ListBalancesByType200Response, { data: rowsOfKind(ledger, type as BalanceKind) });
      }),
    ),
    // --- convert (assumed operations, modelled on the published convert estimate / confirm / history)
    http.post('*/v2/convert/estimate', ({ request }) => signedIn(ctx, () => estimateConvert(ctx, request))),
    http.post('*/v2/convert/confirm', ({ request }) => signedIn(ctx, () => confirmConvert(ctx, request))),
    http.get('*/v2/convert/history', ({ request }) =>
      signedIn(ctx, () => {
        const range = periodOf(request);
        if ('error' in range) return range.error;
        const ticker = query(request).get('ticker') ?? undefined;
        const all = conversionRecords(ledger, ticker).filter((r) => inPeriod(range.period, r.time));
        return json(ListConvertHistory200Response, pageOf(all, paging(request, 100, 100)));
      }),
    ),
    http.get('*/v2/bonuses', ({ request }) =>
      signedIn(ctx, () => {
        const range = periodOf(request);
        if ('error' in range) return range.error;
        const status = query(request).get('status');
        const all = bonusRecords(ledger).filter((b) => (!status || b.status === status) && inPeriod(range.period, b.createdAt));
        return json(ListBonuses200Response, pageOf(all, paging(request, 100, 100)));
      }),
    ),

    // --- the native token
    http.get('*/v2/wbt/banner', () => json(GetWbtBanner200Response, { data: wbtBanner(ctx) })),
    http.get('*/v2/wbt', () => json(GetWbtInfo200Response, { data: wbtInfo(ctx) })),
    http.get('*/v2/wbt/balances', () => signedIn(ctx, () => json(GetWbtBalances200Response, { data: wbtBalances(ledger) }))),
    http.get('*/v2/wbt/benefits', () => json(GetWbtBenefits200Response, { data: { holding: HOLDING_LEVELS, owning: OWNING_LEVELS } })),
    http.get('*/v2/wbt/burn-transactions', ({ request }) => {
      const { offset, limit } = paging(request, 100, 100);
      const burns = wbtState(ledger).burns;
      return json(ListWbtBurnTransactions200Response, {
        data: burns.slice(offset, offset + limit).map((b) => ({ id: b.id, amount: b.amount, time: seconds(b.time), txHash: b.txHash })),
        pagination: { limit, offset, total: burns.length },
      });
    }),
    http.post('*/v2/wbt/hold', ({ request }) =>
      signedIn(ctx, async () => {
        const parsed = await parsedBody(request, HoldWbtBody);
        if (!parsed.ok) return parsed.answer;
        const amount = positiveAmount(parsed.body.amount, decimalsOf('WBT'));
        if (!amount.ok) return validation(32, { amount: [amount.message] });
        return posting(() => {
          hold(ledger, amount.units);
          return json(HoldWbt200Response, { data: wbtBalances(ledger) });
        });
      }),
    ),
    http.get('*/v2/wbt/unhold-requests', () =>
      signedIn(ctx, () => {
        wbtBalances(ledger); // settles what is due
        return json(ListWbtUnholdRequests200Response, { data: wbtState(ledger).requests.map(wireRequest) });
      }),
    ),
    http.post('*/v2/wbt/unhold-requests', ({ request }) =>
      signedIn(ctx, async () => {
        const parsed = await parsedBody(request, CreateWbtUnholdRequestBody);
        if (!parsed.ok) return parsed.answer;
        const amount = positiveAmount(parsed.body.amount, decimalsOf('WBT'));
        if (!amount.ok) return validation(32, { amount: [amount.message] });
        const created = requestUnhold(ledger, amount.units, parsed.body.force ?? false);
        if (!created)
          return validation(37, { amount: [`Not enough WBT on hold: ${wbtBalances(ledger).hold} held.`] }, 'Not enough balance');
        return json(CreateWbtUnholdRequest200Response, { data: wireRequest(created) });
      }),
    ),
    http.delete('*/v2/wbt/unhold-requests/:id', ({ params }) =>
      signedIn(ctx, () => {
        const result = cancelUnhold(ledger, Number(params.id));
        if (result === 'missing') return notFound('Unhold request not found.');
        if (result === 'not-pending') return validation(30, { id: ['Only a pending unhold request can be cancelled.'] });
        return json(CancelWbtUnholdRequest200Response, { data: wireRequest(result) });
      }),
    ),
  ];
}

async function transfer(ctx: LedgerContext, request: Request): Promise<Response> {
  const parsed = await parsedBody(request, TransferBalanceBody);
  if (!parsed.ok) return parsed.answer;
  const { from, to, ticker } = parsed.body;
  if (from === to) return validation(30, { to: ['Choose two different balances.'] });
  // A sub-account without collateral trading may not fund its collateral balance.
  const refused = KIND_ACCOUNTS[to] === 'collateral' ? refusedFeature(ctx.ledger, 'collateral') : undefined;
  if (refused) return featureDisabled(refused);
  if (!balanceTickers(ctx.ledger).includes(ticker)) return validation(30, { ticker: [`${ticker} is not a listed currency.`] });
  const amount = positiveAmount(parsed.body.amount, decimalsOf(ticker));
  if (!amount.ok) return validation(32, { amount: [amount.message] });
  return posting(() => {
    ctx.ledger.move(ticker, KIND_ACCOUNTS[from], KIND_ACCOUNTS[to], amount.units);
    const moved = decimal(amount.units);
    ctx.ledger.record<TransferEntry>('transfers', { ticker, amount: moved, from, to });
    if (from === 'spot' || to === 'spot') publishSpot(ctx, [ticker]);
    return json(TransferBalance200Response, { data: { from, to, ticker, amount: moved } });
  });
}

async function estimateConvert(ctx: LedgerContext, request: Request): Promise<Response> {
  const parsed = await parsedBody(request, EstimateConvertBody);
  if (!parsed.ok) return parsed.answer;
  const { from, to, direction = 'from' } = parsed.body;
  const amount = positiveAmount(parsed.body.amount, decimalsOf(direction === 'from' ? from : to));
  if (!amount.ok) return validation(32, { amount: [amount.message] });
  const result = estimate(ctx.ledger, ctx.exchange, { from, to, direction, amount: amount.units });
  if (!result.ok)
    return validation(result.code, { [result.field]: [result.message] }, result.code === 37 ? 'Not enough balance' : undefined);
  return json(EstimateConvert200Response, { data: wireQuote(ctx, result.quote) });
}

const QUOTE_REFUSED = {
  unknown: 'This quote is not known: ask for a new one.',
  used: 'This quote has already been converted.',
  expired: 'This quote has expired: ask for a new one.',
} as const;

async function confirmConvert(ctx: LedgerContext, request: Request): Promise<Response> {
  const parsed = await parsedBody(request, ConfirmConvertBody);
  if (!parsed.ok) return parsed.answer;
  return posting(() => {
    const result = confirm(ctx.ledger, parsed.body.quoteId);
    if (!result.ok) return validation(1234, { quoteId: [QUOTE_REFUSED[result.reason]] }, 'Conversion refused');
    return json(ConfirmConvert200Response, { data: wireConversion(result.record) });
  }, 'quoteId');
}

function wireQuote(ctx: LedgerContext, q: Quote) {
  const left = Math.max(0, q.expireAt - ctx.ledger.now());
  return {
    id: q.id,
    from: q.from,
    to: q.to,
    give: q.give,
    receive: q.receive,
    rate: q.rate,
    expireAt: seconds(q.expireAt),
    expiresIn: Math.ceil(left / 1000),
  };
}

function wireRequest(r: UnholdRequest) {
  return {
    id: r.id,
    amount: r.amount,
    force: r.force,
    status: r.status,
    createdAt: seconds(r.createdAt),
    availableAt: seconds(r.availableAt),
    fee: r.fee,
  };
}
