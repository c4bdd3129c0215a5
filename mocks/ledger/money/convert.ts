/**
 * Convert on the ledger (the contract's assumed estimateConvert / confirmConvert / listConvertHistory, modelled on
 * the published API's convert estimate and confirm): a quote prices one ticker in another through their USDT prices
 * (the rates of GET /v2/currencies/rates) less a spread, holds for QUOTE_TTL_MS on the ledger's clock, and a
 * confirm converts at the quote's figures in one posting on the main balance. Decimals only: the rate is cut to
 * RATE_DECIMALS places, what is received is cut to the receiving currency's decimals (never rounded up), what is
 * given for an exact receive amount is rounded up to the giving currency's decimals.
 */
import Decimal from 'decimal.js';
import type { MockExchange } from '../../exchange/mock-exchange';
import { decimal, units, type Ledger } from '../ledger';
import { balanceTickers } from './balances';
import { decimalsOf } from './currencies';
import { usdtPrices } from './rates';

/** The published API's quotes hold for 10 seconds. */
export const QUOTE_TTL_MS = 10_000;
/** What the demo keeps of the mid rate (0.1 % spread). */
export const SPREAD = '0.001';
export const RATE_DECIMALS = 12;
/** Quotes older than this after their expiry are forgotten. */
const KEEP_EXPIRED_MS = 5 * 60_000;
const SLICE = 'convert';
const Dec = Decimal.clone({ precision: 60 });

export interface Quote {
  id: string;
  from: string;
  to: string;
  give: string;
  receive: string;
  rate: string;
  createdAt: number;
  expireAt: number;
  used: boolean;
}

interface ConvertState {
  quotes: Quote[];
}

export interface ConvertRecord extends Record<string, unknown> {
  quoteId: string;
  from: string;
  to: string;
  finalGive: string;
  finalReceive: string;
  rate: string;
}

export function defineConvert(ledger: Ledger): void {
  ledger.defineSlice<ConvertState>(SLICE, () => ({ quotes: [] }));
}

const state = (ledger: Ledger): ConvertState => ledger.slice<ConvertState>(SLICE, () => ({ quotes: [] }));

/** Receive per one given: the two USDT prices' quotient less the spread, cut to RATE_DECIMALS places. */
export function convertRate(exchange: MockExchange, from: string, to: string): Decimal | undefined {
  const prices = usdtPrices(exchange);
  const give = prices.get(from);
  const receive = prices.get(to);
  if (!give || !receive || receive.isZero() || give.isZero()) return undefined;
  return new Dec(give).div(receive).times(new Dec(1).minus(SPREAD)).toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_DOWN);
}

export type EstimateResult =
  { ok: true; quote: Quote } | { ok: false; field: 'from' | 'to' | 'amount'; code: 30 | 32 | 37; message: string };

/** A new quote for converting `amount` (what is given, or with direction `to` what is received). */
export function estimate(
  ledger: Ledger,
  exchange: MockExchange,
  request: { from: string; to: string; direction: 'from' | 'to'; amount: bigint },
): EstimateResult {
  const { from, to, direction } = request;
  const listed = balanceTickers(ledger);
  if (!listed.includes(from)) return { ok: false, field: 'from', code: 30, message: `${from} is not a listed currency.` };
  if (!listed.includes(to)) return { ok: false, field: 'to', code: 30, message: `${to} is not a listed currency.` };
  if (from === to) return { ok: false, field: 'to', code: 30, message: 'Choose two different currencies.' };
  const rate = convertRate(exchange, from, to);
  if (!rate || rate.isZero()) return { ok: false, field: 'to', code: 30, message: `${from} cannot be converted to ${to}.` };
  const amount = new Dec(decimal(request.amount));
  const give = direction === 'from' ? amount : amount.div(rate).toDecimalPlaces(Math.min(decimalsOf(from), 8), Decimal.ROUND_UP);
  const receive = direction === 'from' ? amount.times(rate).toDecimalPlaces(Math.min(decimalsOf(to), 8), Decimal.ROUND_DOWN) : amount;
  if (!receive.gt(0)) return { ok: false, field: 'amount', code: 32, message: `The amount is too small to receive any ${to}.` };
  const available = ledger.balance('main', from).available;
  if (units(give.toFixed()) > available)
    return { ok: false, field: 'amount', code: 37, message: `Not enough ${from} balance: ${decimal(available)} available.` };
  const now = ledger.now();
  const s = state(ledger);
  s.quotes = s.quotes.filter((q) => q.expireAt + KEEP_EXPIRED_MS > now);
  const quote: Quote = {
    id: String(ledger.nextId('convert-quote', 4_939_000)),
    from,
    to,
    give: give.toFixed(),
    receive: receive.toFixed(),
    rate: rate.toFixed(),
    createdAt: now,
    expireAt: now + QUOTE_TTL_MS,
    used: false,
  };
  s.quotes.push(quote);
  ledger.changed();
  return { ok: true, quote };
}

export type ConfirmResult =
  { ok: true; record: ConvertRecord & { id: number; time: number } } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Converts at a quote's figures: main −give, +receive in one posting (InsufficientBalance when it no longer covers). */
export function confirm(ledger: Ledger, quoteId: string): ConfirmResult {
  const quote = state(ledger).quotes.find((q) => q.id === quoteId);
  if (!quote) return { ok: false, reason: 'unknown' };
  if (quote.used) return { ok: false, reason: 'used' };
  if (ledger.now() > quote.expireAt) return { ok: false, reason: 'expired' };
  ledger.post(
    { account: 'main', ticker: quote.from, available: -units(quote.give) },
    { account: 'main', ticker: quote.to, available: quote.receive },
  );
  quote.used = true;
  const record = ledger.record<ConvertRecord>('convert', {
    quoteId: quote.id,
    from: quote.from,
    to: quote.to,
    finalGive: quote.give,
    finalReceive: quote.receive,
    rate: quote.rate,
  });
  return { ok: true, record };
}

/** The conversions, newest first, those from or to `ticker` when given. */
export function conversions(ledger: Ledger, ticker?: string): (ConvertRecord & { id: number; time: number })[] {
  const all = ledger.history<ConvertRecord>('convert');
  return ticker ? all.filter((r) => r.from === ticker || r.to === ticker) : all;
}
