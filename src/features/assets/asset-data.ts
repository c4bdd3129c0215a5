/**
 * What the asset screens derive from the contract's lists: each currency once (the list is per ticker, but
 * a repeated row must not render twice), its reference market and price in the default quote asset, and
 * the markets it trades on.
 */
import type { Currency } from '../../../generated/api/model/currency.zod';
import type { Market } from '../../../generated/api/model/market.zod';

/** Spec section 9: default quote asset. */
export const DEFAULT_QUOTE = 'USDT';

export function uniqueCurrencies(currencies: readonly Currency[]): Currency[] {
  const seen = new Set<string>();
  return currencies.filter((c) => (seen.has(c.ticker) ? false : (seen.add(c.ticker), true)));
}

/** The spot market that prices the asset in USDT, when there is one. */
export function referenceMarket(markets: readonly Market[] | undefined, ticker: string): Market | undefined {
  return markets?.find((m) => m.type === 'spot' && m.stock === ticker && m.money === DEFAULT_QUOTE);
}

/** Every market where the asset is the base or the quote: spot first, then futures, by listing order. */
export function marketsOf(markets: readonly Market[] | undefined, ticker: string): Market[] {
  return (markets ?? [])
    .filter((m) => m.stock === ticker || m.money === ticker)
    .sort((a, b) => (a.type === b.type ? (a.priority ?? 0) - (b.priority ?? 0) : a.type === 'spot' ? -1 : 1));
}

/** The slug of /assets/:slug: a ticker (BTC) or a name with hyphens (BITCOIN-CASH), upper case by the route rule. */
export function findAsset(currencies: readonly Currency[], slug: string): Currency | undefined {
  const wanted = slug.toUpperCase();
  return (
    currencies.find((c) => c.ticker === wanted) ??
    currencies.find(
      (c) =>
        c.name
          .trim()
          .toUpperCase()
          .replace(/[\s_]+/g, '-') === wanted,
    )
  );
}

export function matchesSearch(currency: Currency, search: string): boolean {
  const needle = search.trim().toUpperCase();
  return needle === '' || currency.ticker.includes(needle) || currency.name.toUpperCase().includes(needle);
}
