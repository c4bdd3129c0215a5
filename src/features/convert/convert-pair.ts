/**
 * Which pair the convert screen opens with: the route's tickers when the exchange lists them for trading,
 * otherwise the region's default swap pair (spec section 9), and which tickers of the address were not
 * usable (the screen says so rather than silently showing another pair).
 */
import type { Currency } from '../../../generated/api/model/currency.zod';

export interface ConvertPair {
  give: string;
  receive: string;
  /** Tickers of the address that are not convertible here, as typed (upper-cased). */
  unknown: string[];
}

/** Convertible tickers: listed with trading enabled, plus the region's defaults, each once, A to Z. */
export function convertibleTickers(currencies: readonly Currency[], defaults: { give: string; receive: string }): string[] {
  const set = new Set(currencies.filter((c) => c.tradingEnabled).map((c) => c.ticker));
  set.add(defaults.give);
  set.add(defaults.receive);
  return [...set].sort((a, b) => a.localeCompare(b));
}

export function resolvePair(
  tickers: readonly string[],
  defaults: { give: string; receive: string },
  giveParam: string | undefined,
  receiveParam: string | undefined,
): ConvertPair {
  const unknown: string[] = [];
  const pick = (param: string | undefined, fallback: string) => {
    if (param === undefined || param === '') return fallback;
    const ticker = param.toUpperCase();
    if (tickers.includes(ticker)) return ticker;
    unknown.push(ticker);
    return fallback;
  };
  const give = pick(giveParam, defaults.give);
  let receive = pick(receiveParam, defaults.receive);
  // A pair of one asset converts nothing: take the default on the other side, or the first other asset.
  if (receive === give) receive = [defaults.receive, defaults.give, ...tickers].find((t) => t !== give) ?? receive;
  return { give, receive, unknown };
}
