/**
 * The OTC desk on the ledger (the contract's assumed otc operations, shaped like convert's estimate and confirm): a
 * request for quote on an amount of an asset is answered at once with a firm price, the market's (the USDT prices of
 * the rates) and a 0.2 % spread in the desk's favour, valid for QUOTE_TTL_MS of the ledger's clock. Accepting it in
 * time trades at its figures in one posting on the main balance; a quote not accepted in time is `expired` on the
 * next read. Decimals only: the price is rounded in the desk's favour to 8 places, the total to the quote currency's
 * decimals (a buy pays rounded up, a sell receives rounded down).
 */
import Decimal from 'decimal.js';
import type { MockExchange } from '../../exchange/mock-exchange';
import { EarnRejected } from '../earn/amounts';
import { LEDGER_DECIMALS, units, type Ledger } from '../ledger';
import { positiveAmount } from '../money/amounts';
import { decimalsOf } from '../money/currencies';
import { usdtPrices } from '../money/rates';

export const QUOTE_TTL_MS = 30_000;
export const SPREAD = '0.002';
const SLICE = 'otc';
export const OTC_TRADES = 'otc';
const Dec = Decimal.clone({ precision: 60 });

export interface OtcAsset {
  ticker: string;
  quotes: string[];
  minAmount: string;
  maxAmount: string;
}

export const OTC_ASSETS: readonly OtcAsset[] = [
  { ticker: 'BTC', quotes: ['USDT', 'USDC'], minAmount: '0.01', maxAmount: '50' },
  { ticker: 'ETH', quotes: ['USDT', 'USDC', 'BTC'], minAmount: '0.5', maxAmount: '1000' },
  { ticker: 'SOL', quotes: ['USDT'], minAmount: '10', maxAmount: '20000' },
  { ticker: 'WBT', quotes: ['USDT'], minAmount: '100', maxAmount: '200000' },
];

export type OtcStatus = 'quoted' | 'accepted' | 'expired' | 'cancelled';

export interface OtcRequest {
  id: number;
  side: 'buy' | 'sell';
  asset: string;
  quote: string;
  amount: string;
  note?: string;
  price: string;
  total: string;
  status: OtcStatus;
  /** ms of the ledger's clock */
  createdAt: number;
  expiresAt: number;
  acceptedAt?: number;
}

interface OtcState {
  requests: OtcRequest[];
}

export class OtcNotFound extends Error {}

export function defineOtc(ledger: Ledger): void {
  ledger.defineSlice<OtcState>(SLICE, () => ({ requests: [] }));
}

const state = (ledger: Ledger): OtcState => ledger.slice<OtcState>(SLICE, () => ({ requests: [] }));

export const assetDecimals = (ticker: string): number => Math.min(decimalsOf(ticker), LEDGER_DECIMALS);

/** Marks the quotes whose validity has passed on the ledger's clock. */
function expire(ledger: Ledger): void {
  const now = ledger.now();
  let changed = false;
  for (const r of state(ledger).requests)
    if (r.status === 'quoted' && now > r.expiresAt) {
      r.status = 'expired';
      changed = true;
    }
  if (changed) ledger.changed();
}

/** The user's requests, newest first. */
export function otcRequests(ledger: Ledger): OtcRequest[] {
  expire(ledger);
  return [...state(ledger).requests].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

export function otcRequest(ledger: Ledger, id: number): OtcRequest {
  expire(ledger);
  const found = state(ledger).requests.find((r) => r.id === id);
  if (!found) throw new OtcNotFound('Request not found.');
  return found;
}

export interface RequestBody {
  side: 'buy' | 'sell';
  asset: string;
  quote: string;
  amount: string;
  note?: string;
}

/** Quotes a request: the desk's price and the total, checked against the asset's limits and the main balance. */
export function createRequest(ledger: Ledger, exchange: MockExchange, body: RequestBody): OtcRequest {
  const asset = OTC_ASSETS.find((a) => a.ticker === body.asset);
  if (!asset) throw new EarnRejected(30, { asset: [`The desk does not trade ${body.asset}.`] });
  if (!asset.quotes.includes(body.quote))
    throw new EarnRejected(30, { quote: [`The desk settles ${asset.ticker} in ${asset.quotes.join(', ')}.`] });
  const checked = positiveAmount(body.amount, assetDecimals(asset.ticker));
  if (!checked.ok) throw new EarnRejected(32, { amount: [checked.message] });
  const amount = new Dec(body.amount);
  if (amount.lt(asset.minAmount) || amount.gt(asset.maxAmount))
    throw new EarnRejected(32, { amount: [`Ask for ${asset.minAmount} to ${asset.maxAmount} ${asset.ticker}.`] });
  const prices = usdtPrices(exchange);
  const mid = prices.get(asset.ticker)!.div(prices.get(body.quote)!);
  const buy = body.side === 'buy';
  const price = mid
    .times(buy ? new Dec(1).plus(SPREAD) : new Dec(1).minus(SPREAD))
    .toDecimalPlaces(8, buy ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
  const total = amount.times(price).toDecimalPlaces(assetDecimals(body.quote), buy ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
  const [pays, needed] = buy ? [body.quote, total] : [asset.ticker, amount];
  const available = ledger.balance('main', pays).available;
  if (units(needed.toFixed()) > available)
    throw new EarnRejected(37, { amount: [`Not enough ${pays} on the main balance: ${needed.toFixed()} needed.`] });
  const now = ledger.now();
  const request: OtcRequest = {
    id: ledger.nextId('otc-request', 610_000),
    side: body.side,
    asset: asset.ticker,
    quote: body.quote,
    amount: amount.toFixed(),
    ...(body.note?.trim() ? { note: body.note.trim() } : {}),
    price: price.toFixed(),
    total: total.toFixed(),
    status: 'quoted',
    createdAt: now,
    expiresAt: now + QUOTE_TTL_MS,
  };
  state(ledger).requests.push(request);
  ledger.changed();
  return request;
}

/** Trades at the quote's figures in one posting on main (InsufficientBalance when it no longer covers them). */
export function accept(ledger: Ledger, id: number): OtcRequest {
  const request = otcRequest(ledger, id);
  if (request.status === 'expired') throw new EarnRejected(7003, { id: ['The quote has expired: ask for a new one.'] });
  if (request.status !== 'quoted') throw new EarnRejected(7003, { id: [`The request is ${request.status}.`] });
  const buy = request.side === 'buy';
  const [out, outAmount, into, inAmount] = buy
    ? [request.quote, request.total, request.asset, request.amount]
    : [request.asset, request.amount, request.quote, request.total];
  ledger.post({ account: 'main', ticker: out, available: -units(outAmount) }, { account: 'main', ticker: into, available: inAmount });
  request.status = 'accepted';
  request.acceptedAt = ledger.now();
  ledger.record(OTC_TRADES, {
    requestId: request.id,
    side: request.side,
    asset: request.asset,
    quote: request.quote,
    amount: request.amount,
    price: request.price,
    total: request.total,
  });
  ledger.changed();
  return request;
}

export function cancel(ledger: Ledger, id: number): OtcRequest {
  const request = otcRequest(ledger, id);
  if (request.status !== 'quoted') throw new EarnRejected(7004, { id: [`The request is ${request.status}.`] });
  request.status = 'cancelled';
  ledger.changed();
  return request;
}

export function wireRequest(r: OtcRequest) {
  const s = (ms: number) => Math.floor(ms / 1000);
  return {
    id: r.id,
    side: r.side,
    asset: r.asset,
    quote: r.quote,
    amount: r.amount,
    ...(r.note ? { note: r.note } : {}),
    price: r.price,
    total: r.total,
    status: r.status,
    createdAt: s(r.createdAt),
    expiresAt: s(r.expiresAt),
    ...(r.acceptedAt === undefined ? {} : { acceptedAt: s(r.acceptedAt) }),
  };
}

export const wireAsset = (a: OtcAsset) => ({ ...a, decimals: assetDecimals(a.ticker) });
