/** The tickers a request form offers: the listed ones once each, A to Z, with the preferred ones first. */
import type { Currency } from '../../../generated/api/model/currency.zod';

export function uniqueTickers(currencies: readonly Currency[], preferred: readonly string[] = []): string[] {
  const listed = [...new Set(currencies.map((c) => c.ticker))].sort((a, b) => a.localeCompare(b));
  const first = preferred.filter((p, i) => preferred.indexOf(p) === i && listed.includes(p));
  return [...first, ...listed.filter((t) => !first.includes(t))];
}
