/**
 * Futures funding of the perpetual markets (BTC-PERP, ETH-PERP): a funding every 8 hours at 00:00, 08:00 and
 * 16:00 UTC of the ledger's clock, each with a small rate in percent per period (a seeded function of the market
 * and the funding time, so the history is the same after a reload), the mark price near the market's last price,
 * and an open interest that changes by the hour. The user's funding payments are a persisted slice laid with the
 * seed: the three fundings before the seed of the demo's BTC-PERP long (0.025 BTC), already part of the seeded
 * collateral balance, each less the user's WBT holding discount.
 */
import Decimal from 'decimal.js';
import type { MockExchange } from '../../exchange/mock-exchange';
import { toUnits, trimmed } from '../../socket/units';
import type { Ledger } from '../ledger';
import { fundingDiscountOf, holdingLevel } from './wbt';

export const FUNDING_INTERVAL_HOURS = 8;
export const FUNDING_INTERVAL_MS = FUNDING_INTERVAL_HOURS * 3_600_000;
/** How far back the public funding history goes. */
export const FUNDING_HISTORY_DAYS = 14;
const SLICE = 'funding';
const RATE_DECIMALS = 4;

/** The perpetual market of a name (BTC-PERP or BTC_PERP), or undefined. */
export function perpetual(exchange: MockExchange, name: string) {
  const entry = exchange.entry(name);
  return entry && entry.type === 'futures' ? entry : undefined;
}

/** The funding time at or before `ms` (a multiple of 8 h since the epoch: 00, 08, 16 UTC). */
export const fundingAtOrBefore = (ms: number): number => Math.floor(ms / FUNDING_INTERVAL_MS) * FUNDING_INTERVAL_MS;
/** The first funding time after `ms`. */
export const nextFundingAfter = (ms: number): number => fundingAtOrBefore(ms) + FUNDING_INTERVAL_MS;

/** The rate of the funding at `time` in percent ("0.0100" = 0.01 % per 8 h): mostly positive, -0.005 to 0.015 %. */
export function fundingRate(ledger: Ledger, market: string, time: number): string {
  const basisOfPercent = ledger.random(`funding:${market}:${time}`).int(-50, 150);
  return trimmedRate(BigInt(basisOfPercent));
}

const trimmedRate = (units: bigint): string => {
  const text = trimmed(units, RATE_DECIMALS);
  return text === '-0' ? '0' : text;
};

/** The mark price at a past funding: the market's last price moved by up to 3 % (seeded), at the price decimals. */
export function markPrice(exchange: MockExchange, ledger: Ledger, market: string, time: number): string {
  const entry = exchange.entry(market)!;
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

export interface UserFunding {
  /** ms */
  time: number;
  market: string;
  ticker: string;
  amount: string;
  rate: string;
  positionAmount: string;
  positionSide: 'LONG' | 'SHORT' | 'BOTH';
  discount: string;
}

const POSITION = { market: 'BTC-PERP', amount: '0.025', side: 'BOTH' as const };

/**
 * The seed's funding payments: a long pays `amount × mark price × rate %` when the rate is positive and receives
 * it when negative, less the holding discount on what it pays (8 decimals, exact with decimal.js).
 */
function seedFor(exchange: MockExchange) {
  return (ledger: Ledger): UserFunding[] => {
    const discount = fundingDiscountOf(holdingLevel(ledger)) ?? '0';
    const latest = fundingAtOrBefore(ledger.createdAt);
    return [0, 1, 2].map((i) => {
      const time = latest - i * FUNDING_INTERVAL_MS;
      const rate = fundingRate(ledger, POSITION.market, time);
      const mark = markPrice(exchange, ledger, POSITION.market, time);
      const gross = new Decimal(POSITION.amount).times(mark).times(rate).div(100);
      const paid = gross.isPositive() ? gross.times(new Decimal(100).minus(discount)).div(100).negated() : gross.negated();
      const amount = paid.toDecimalPlaces(8, Decimal.ROUND_DOWN);
      return {
        time,
        market: POSITION.market,
        ticker: 'USDT',
        amount: amount.isZero() ? '0' : amount.toFixed(),
        rate,
        positionAmount: POSITION.amount,
        positionSide: POSITION.side,
        discount: gross.isPositive() ? discount : '0',
      };
    });
  };
}

export function defineFunding(exchange: MockExchange, ledger: Ledger): void {
  ledger.defineSlice(SLICE, seedFor(exchange));
}

export const userFunding = (exchange: MockExchange, ledger: Ledger): UserFunding[] => ledger.slice<UserFunding[]>(SLICE, seedFor(exchange));
