/**
 * The ledger's answers to the contract's assumed `history` operations (issue 23): the finished spot and collateral
 * orders (the hub's finished orders), the spot fills (the ledger's `deals` history, one record per fill) and the
 * closed positions (the ledger's `positions` history). Each filters before it pages, so a page holds only what was
 * asked for and the total counts it: market, side, outcome and a period of Unix seconds.
 */
import { http, type RequestHandler } from 'msw';
import {
  ListCollateralOrderHistory200Response,
  ListPositionHistory200Response,
  ListSpotDealHistory200Response,
  ListSpotOrderHistory200Response,
} from '../../../generated/api/history/history.zod';
import type { Order as SocketOrder } from '../../../generated/socket/trade-socket.zod';
import { SPOT_TYPES, type DealRecord } from '../../exchange/mock-exchange';
import { inPeriod, json, pageOf, paging, periodOf, query, seconds, signedIn, validation, type LedgerContext, type Period } from '../http';

/** A closed position as the exchange records it (mocks/exchange/positions.ts). */
export interface PositionRecord extends Record<string, unknown> {
  market: string;
  positionSide: 'LONG' | 'SHORT' | 'BOTH';
  basePrice: string;
  closePrice: string;
  amount: string;
  realizedPnl: string;
  funding: string;
  /** Unix seconds */
  openedAt: number;
}

/** The socket's order types the REST order carries; an OCO (203, which the contract does not list) shows as a stop market. */
const REST_TYPE: Record<number, 1 | 2 | 202 | 3 | 4 | 7 | 8 | 9 | 10 | 14 | 778 | 779> = { 203: 4 };
const isZero = (value: string) => /^0(\.0+)?$/.test(value);

/** The history status of section 4: 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. */
export function orderStatus(o: Pick<SocketOrder, 'deal_stock' | 'left' | 'status'>): 1 | 2 | 7 | 8 {
  if (o.status === 'CANCELED_BY_STP' || o.status === 'CANCELLED_BY_STP') return 8;
  if (isZero(o.deal_stock)) return 2;
  return isZero(o.left) ? 1 : 7;
}

/** The web form of a trade-engine market name: BTC_USDT -> BTC-USDT. */
const dashed = (market: string) => market.replace('_', '-');

export function wireOrder(o: SocketOrder) {
  return {
    id: o.id,
    ...(o.client_order_id ? { clientOrderId: o.client_order_id } : {}),
    market: dashed(o.market),
    type: REST_TYPE[o.type] ?? (o.type as (typeof REST_TYPE)[number]),
    side: o.side,
    amount: o.amount,
    price: o.price,
    ...(o.activation_price ? { activationPrice: o.activation_price } : {}),
    left: o.left,
    dealStock: o.deal_stock,
    dealMoney: o.deal_money,
    dealFee: o.deal_fee,
    ...(o.position_side ? { positionSide: o.position_side } : {}),
    status: orderStatus(o),
    timestamp: Math.floor(o.ctime * 1000),
    finishedAt: Math.floor((o.ftime ?? o.mtime) * 1000),
    ...(o.fee_asset ? { feeAsset: o.fee_asset } : {}),
  };
}

interface Filters {
  market: string | null;
  side: number | null;
  status: number | null;
  period: Period;
}

/** The request's filters, or a 422 (code 30) for a side or status outside the contract's. */
function filtersOf(request: Request): { filters: Filters } | { error: Response } {
  const q = query(request);
  const range = periodOf(request);
  if ('error' in range) return range;
  const side = q.get('side') ? Number(q.get('side')) : null;
  if (side !== null && side !== 1 && side !== 2) return { error: validation(30, { side: ['The side must be 1 (sell) or 2 (buy).'] }) };
  const status = q.get('status') ? Number(q.get('status')) : null;
  if (status !== null && ![1, 2, 7, 8].includes(status)) return { error: validation(30, { status: ['The status must be 1, 2, 7 or 8.'] }) };
  return { filters: { market: q.get('market'), side, status, period: range.period } };
}

/** The finished orders of one kind that pass the filters, newest first. */
export function orderRecords(ctx: LedgerContext, kind: 'spot' | 'collateral', f: Omit<Filters, 'period'> & { period?: Period }) {
  return ctx.exchange
    .finishedOrders()
    .filter((o) => SPOT_TYPES.has(o.type) === (kind === 'spot'))
    .map(wireOrder)
    .filter(
      (o) =>
        (!f.market || o.market === f.market) &&
        (f.side === null || o.side === f.side) &&
        (f.status === null || o.status === f.status) &&
        inPeriod(f.period ?? {}, Math.floor(o.finishedAt / 1000)),
    )
    .sort((a, b) => b.finishedAt - a.finishedAt || b.id - a.id);
}

/** The spot fills that pass the filters, newest first. */
export function dealRecords(ctx: LedgerContext, f: { market?: string | null; side?: number | null; period?: Period }) {
  return ctx.ledger
    .history<DealRecord>('deals')
    .filter(
      (d) =>
        d.kind === 'spot' &&
        (!f.market || d.market === f.market) &&
        (f.side == null || d.side === f.side) &&
        inPeriod(f.period ?? {}, seconds(d.time)),
    )
    .sort((a, b) => b.time - a.time || b.id - a.id)
    .map((d) => ({
      id: d.id,
      orderId: d.orderId,
      market: d.market,
      side: d.side,
      role: d.role,
      price: d.price,
      amount: d.amount,
      total: d.total,
      fee: d.fee,
      feeAsset: d.feeAsset,
      time: seconds(d.time),
    }));
}

/** The closed positions that pass the filters, newest first by when they closed. */
export function positionRecords(ctx: LedgerContext, f: { market?: string | null; period?: Period }) {
  return ctx.ledger
    .history<PositionRecord>('positions')
    .filter((p) => (!f.market || p.market === f.market) && inPeriod(f.period ?? {}, seconds(p.time)))
    .sort((a, b) => b.time - a.time || b.id - a.id)
    .map((p) => ({
      id: p.id,
      market: p.market,
      positionSide: p.positionSide,
      amount: p.amount,
      basePrice: p.basePrice,
      closePrice: p.closePrice,
      realizedPnl: p.realizedPnl,
      funding: p.funding,
      openedAt: p.openedAt,
      closedAt: seconds(p.time),
    }));
}

export function historyHandlers(ctx: LedgerContext): RequestHandler[] {
  const orders =
    (kind: 'spot' | 'collateral', schema: { parse(value: unknown): unknown }) =>
    ({ request }: { request: Request }) =>
      signedIn(ctx, () => {
        const parsed = filtersOf(request);
        if ('error' in parsed) return parsed.error;
        return json(schema, pageOf(orderRecords(ctx, kind, parsed.filters), paging(request, 50, 100)));
      });
  return [
    http.get('*/v2/trade/spot/orders/history', orders('spot', ListSpotOrderHistory200Response)),
    http.get('*/v2/collateral/orders/history', orders('collateral', ListCollateralOrderHistory200Response)),
    http.get('*/v2/trade/spot/deals/history', ({ request }) =>
      signedIn(ctx, () => {
        const parsed = filtersOf(request);
        if ('error' in parsed) return parsed.error;
        return json(ListSpotDealHistory200Response, pageOf(dealRecords(ctx, parsed.filters), paging(request, 50, 100)));
      }),
    ),
    http.get('*/v2/collateral/positions/history', ({ request }) =>
      signedIn(ctx, () => {
        const parsed = filtersOf(request);
        if ('error' in parsed) return parsed.error;
        return json(ListPositionHistory200Response, pageOf(positionRecords(ctx, parsed.filters), paging(request, 50, 100)));
      }),
    ),
  ];
}
