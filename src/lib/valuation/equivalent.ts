/**
 * Estimated values of balances (spec section 3 "equivalentIn BTC or default fiat"): each amount times the
 * rate of its ticker in the target currency, with decimal.js at 50 digits. A ticker with no rate, direct,
 * inverse or through a common quote, has no estimate: it is left out and the page says so, never counted as 0.
 */
import { Dec, decimalString } from '../input/input-result';

export interface RateEntry {
  ticker: string;
  quote: string;
  rate: string;
}

export type RateIndex = ReadonlyMap<string, Dec>;

/** Quotes a missing pair may be crossed through, most liquid first. */
const CROSS_QUOTES = ['USDT', 'USD', 'BTC', 'EUR'];

export function indexRates(rates: readonly RateEntry[]): RateIndex {
  const index = new Map<string, Dec>();
  for (const r of rates) index.set(`${r.ticker}/${r.quote}`, new Dec(r.rate));
  return index;
}

/** The price of one `ticker` in `quote`, or undefined when the rates cannot tell. */
export function priceIn(ticker: string, quote: string, index: RateIndex): Dec | undefined {
  if (ticker === quote) return new Dec(1);
  const direct = index.get(`${ticker}/${quote}`);
  if (direct) return direct;
  const inverse = index.get(`${quote}/${ticker}`);
  if (inverse && !inverse.isZero()) return new Dec(1).div(inverse);
  for (const via of CROSS_QUOTES) {
    if (via === ticker || via === quote) continue;
    const toVia = index.get(`${ticker}/${via}`);
    if (!toVia) continue;
    const quoteInVia = index.get(`${quote}/${via}`);
    if (quoteInVia && !quoteInVia.isZero()) return toVia.div(quoteInVia);
    // A fiat is quoted the other way round: one USDT in GBP.
    const viaInQuote = index.get(`${via}/${quote}`);
    if (viaInQuote) return toVia.mul(viaInQuote);
  }
  return undefined;
}

/** `amount` of `ticker` in `quote` as a decimal string, or undefined without a rate. */
export function equivalentOf(amount: string, ticker: string, quote: string, index: RateIndex): string | undefined {
  const amountDec = new Dec(amount || '0');
  if (amountDec.isZero()) return '0';
  const price = priceIn(ticker, quote, index);
  return price ? decimalString(amountDec.mul(price)) : undefined;
}

/** The sum of the rows' values and whether any non-zero row had no rate. */
export function totalEquivalent(
  rows: readonly { ticker: string; amount: string }[],
  quote: string,
  index: RateIndex,
): { total: string; missing: boolean } {
  let total = new Dec(0);
  let missing = false;
  for (const row of rows) {
    const value = equivalentOf(row.amount, row.ticker, quote, index);
    if (value === undefined) missing = true;
    else total = total.plus(value);
  }
  return { total: decimalString(total), missing };
}
