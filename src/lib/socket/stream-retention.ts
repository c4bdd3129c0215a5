/**
 * Which route changes release idle socket streams (spec section 4: "Route change unsubscribes live data streams
 * except between trade pages, activity pages, balance pages, history pages and crypto-borrow pages"). Read as: moving
 * between two pages that both belong to those groups (trade to trade, trade to balance, history to activities...)
 * keeps the streams, so a user going back and forth keeps live data; any other page change releases the streams
 * nobody listens to. The app shell calls `connection.releaseIdle()` when this says so.
 */
export const STREAM_RETAINING_GROUPS = ['trade', 'activities', 'balance', 'history', 'crypto-borrow'] as const;
export type StreamRetainingGroup = (typeof STREAM_RETAINING_GROUPS)[number];

/** The path without an optional two-letter locale prefix (`/tr/trade/BTC-USDT` → `/trade/BTC-USDT`) and trailing slash. */
function pagePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  const unprefixed = path.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
  return unprefixed.length > 1 ? unprefixed.replace(/\/+$/, '') : unprefixed;
}

/** The retaining group of a page, or undefined for every other page. */
export function streamRetainingGroup(pathname: string): StreamRetainingGroup | undefined {
  const first = pagePath(pathname).split('/')[1] ?? '';
  return (STREAM_RETAINING_GROUPS as readonly string[]).includes(first) ? (first as StreamRetainingGroup) : undefined;
}

/** True when leaving `previous` for `next` should release idle streams. The first page (no previous) releases nothing. */
export function releasesIdleStreams(previous: string | undefined, next: string): boolean {
  if (previous === undefined) return false;
  const from = pagePath(previous);
  const to = pagePath(next);
  if (from === to) return false;
  return !(streamRetainingGroup(from) && streamRetainingGroup(to));
}
