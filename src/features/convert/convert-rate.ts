/**
 * The indicative convert quote, exact (decimal.js at the spec's 50 digits, never floats): the rate of the
 * pair from the contract's rate lists, and what an amount gives at that rate.
 *
 * A rate list holds "1 ticker = rate quote" rows. The pair's rate is, in order of preference, the direct
 * row (give in receive), the inverse row (receive in give, inverted), or a cross through a quote both sides
 * share (give in Q divided by receive in Q); failing all of them, the last price of the pair's spot market.
 * A zero rate is unusable (it cannot be inverted or divided by).
 */
import type { CurrencyRate } from '../../../generated/api/model/currencyRate.zod';
import type { Market } from '../../../generated/api/model/market.zod';
import { Dec, decimalString } from '../../lib/input/input-result';

export type RateSource = 'direct' | 'inverse' | 'cross' | 'market';

export interface PairRate {
  /** How much of `receive` one unit of `give` is worth. */
  rate: Dec;
  source: RateSource;
  /** The shared quote of a cross rate, or the market of a market rate. */
  via?: string;
}

const positive = (value: string): Dec | undefined => {
  const d = new Dec(value);
  return d.gt(0) ? d : undefined;
};

export function findPairRate(rates: readonly CurrencyRate[], give: string, receive: string): PairRate | undefined {
  if (give === receive) return { rate: new Dec(1), source: 'direct' };
  for (const r of rates) {
    const rate = r.ticker === give && r.quote === receive ? positive(r.rate) : undefined;
    if (rate) return { rate, source: 'direct' };
  }
  for (const r of rates) {
    const rate = r.ticker === receive && r.quote === give ? positive(r.rate) : undefined;
    if (rate) return { rate: new Dec(1).div(rate), source: 'inverse' };
  }
  const giveIn = new Map<string, Dec>();
  for (const r of rates) {
    const rate = r.ticker === give ? positive(r.rate) : undefined;
    if (rate && !giveIn.has(r.quote)) giveIn.set(r.quote, rate);
  }
  for (const r of rates) {
    if (r.ticker !== receive) continue;
    const giveRate = giveIn.get(r.quote);
    const receiveRate = positive(r.rate);
    if (giveRate && receiveRate) return { rate: giveRate.div(receiveRate), source: 'cross', via: r.quote };
  }
  return undefined;
}

/**
 * The last price of the pair's spot market, when the reference rate lists do not price the pair: the same
 * market the user is sent to for execution, so the quote stays close to what the order book will give.
 */
export function marketPairRate(
  markets: readonly Pick<Market, 'market' | 'type' | 'stock' | 'money' | 'lastPrice'>[],
  give: string,
  receive: string,
): PairRate | undefined {
  for (const m of markets) {
    if (m.type !== 'spot') continue;
    const price = positive(m.lastPrice);
    if (!price) continue;
    if (m.stock === give && m.money === receive) return { rate: price, source: 'market', via: m.market };
    if (m.stock === receive && m.money === give) return { rate: new Dec(1).div(price), source: 'market', via: m.market };
  }
  return undefined;
}

/**
 * What `amount` of give is worth in receive, cut (never rounded up) to the receive currency's decimals:
 * an indicative quote must not promise more than the rate gives.
 */
export function quoteAmount(amount: string, rate: Dec, decimals: number): string {
  return decimalString(new Dec(amount).mul(rate).toDecimalPlaces(decimals, Dec.ROUND_DOWN));
}

/** A rate for display: 8 significant digits, enough for both 0.00001028 and 97250.15. */
export function displayRate(rate: Dec): string {
  return decimalString(rate.toSignificantDigits(8, Dec.ROUND_HALF_UP));
}
