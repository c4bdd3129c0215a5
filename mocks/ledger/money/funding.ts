/**
 * Futures funding of the perpetual markets (BTC-PERP, ETH-PERP): a funding every 8 hours at 00:00, 08:00 and
 * 16:00 UTC of the ledger's clock. The rate is the one the demo's positions are charged (mocks/exchange/positions.ts,
 * FUNDING_RATE of the notional), shown in percent per period; the mark price of a past funding is the price the
 * positions were charged at when there was one, else the market's last price moved by a seeded drift; the open
 * interest changes by the hour. The user's funding payments are the ledger's `funding` history: what the positions
 * actually posted to the collateral account.
 */
import Decimal from 'decimal.js';
import type { MockExchange } from '../../exchange/mock-exchange';
import { FUNDING_RATE } from '../../exchange/positions';
import { toUnits, trimmed } from '../../socket/units';
import type { Ledger } from '../ledger';

export const FUNDING_INTERVAL_HOURS = 8;
export const FUNDING_INTERVAL_MS = FUNDING_INTERVAL_HOURS * 3_600_000;
/** How far back the public funding history goes. */
export const FUNDING_HISTORY_DAYS = 14;

/** The perpetual market of a name (BTC-PERP or BTC_PERP), or undefined. */
export function perpetual(exchange: MockExchange, name: string) {
  const entry = exchange.entry(name);
  return entry && entry.type === 'futures' ? entry : undefined;
}

/** The funding time at or before `ms` (a multiple of 8 h since the epoch: 00, 08, 16 UTC). */
export const fundingAtOrBefore = (ms: number): number => Math.floor(ms / FUNDING_INTERVAL_MS) * FUNDING_INTERVAL_MS;
/** The first funding time after `ms`. */
export const nextFundingAfter = (ms: number): number => fundingAtOrBefore(ms) + FUNDING_INTERVAL_MS;

/**
 * The rate of the funding at `time` in percent per period ("0.01" = 0.01 %): what the positions are charged. One
 * place to vary it: positions.ts would then charge fundingRate(...) / 100 instead of its constant.
 */
export function fundingRate(_ledger: Ledger, _market: string, _time: number): string {
  return FUNDING_RATE.times(100).toFixed();
}

/**
 * The mark price at a past funding: the price a position was charged at then, else the market's last price moved by
 * up to 3 % (seeded), at the price decimals.
 */
export function markPrice(exchange: MockExchange, ledger: Ledger, market: string, time: number): string {
  const entry = exchange.entry(market)!;
  const charged = ledger.history<FundingRecord>('funding').find((f) => f.market === market && f.time === time);
  if (charged) return new Decimal(charged.price).toDecimalPlaces(entry.moneyPrec).toFixed();
  const last = toUnits(exchange.simulated(market).statistics().last, entry.moneyPrec);
  const drift = BigInt(ledger.random(`mark:${market}:${time}`).int(-300, 300));
  return trimmed((last * (10_000n + drift)) / 10_000n, entry.moneyPrec);
}

/** Public funding history of a market, newest first: every funding of the last FUNDING_HISTORY_DAYS. */
export function fundingHistory(exchange: MockExchange, ledger: Ledger, market: string) {
  const latest = fundingAtOrBefore(ledger.now());
  const count = (FUNDING_HISTORY_DAYS * 24) / FUNDING_INTERVAL_HOURS;
  return Array.from({ length: count }, (_, i) => {
    const time = latest - i * FUNDING_INTERVAL_MS;
    return { fundingTime: time, rate: fundingRate(ledger, market, time), markPrice: markPrice(exchange, ledger, market, time) };
  });
}

/** Open interest in the base asset and its value at the last price (2 decimals, rounded down). */
export function openInterest(exchange: MockExchange, ledger: Ledger, market: string) {
  const entry = exchange.entry(market)!;
  const base = market.startsWith('BTC') ? 1_842_331n : 24_518_400n; // thousandths: 1842.331 BTC, 24518.4 ETH
  const hour = Math.floor(ledger.now() / 3_600_000);
  const permille = BigInt(ledger.random(`open-interest:${market}:${hour}`).int(-40, 40));
  const amount = (base * (1000n + permille)) / 1000n; // thousandths of the base asset
  const price = toUnits(exchange.simulated(market).statistics().last, entry.moneyPrec);
  const value = (amount * price) / 10n ** BigInt(3 + entry.moneyPrec - 2);
  return { openInterest: trimmed(amount, 3), openInterestValue: trimmed(value, 2) };
}

/** What positions.ts records in the `funding` history for each payment (amount signed: negative when paid). */
type FundingRecord = {
  market: string;
  amount: string;
  /** A fraction of the notional ("0.0001"). */
  rate: string;
  price: string;
  positionAmount?: string;
  positionSide?: 'LONG' | 'SHORT' | 'BOTH';
  discount?: string;
};

/**
 * The user's funding payments on a market, newest first, from the ledger's `funding` history. The position's size is
 * the record's when it has one, else read back from the payment (amount = -size x mark x rate) at the market's
 * amount precision.
 */
export function userFunding(exchange: MockExchange, ledger: Ledger, market: string) {
  const entry = exchange.entry(market)!;
  return ledger
    .history<FundingRecord>('funding')
    .filter((f) => f.market === market)
    .map((f) => {
      const rate = new Decimal(f.rate);
      const notional = new Decimal(f.price).times(rate);
      const size =
        f.positionAmount ??
        (notional.isZero() ? '0' : new Decimal(f.amount).neg().div(notional).toDecimalPlaces(entry.stockPrec).toFixed());
      return {
        time: f.time,
        market,
        ticker: entry.money,
        amount: f.amount,
        rate: rate.times(100).toFixed(),
        positionAmount: size,
        positionSide: f.positionSide ?? 'BOTH',
        ...(f.discount ? { discount: f.discount } : {}),
      };
    });
}
