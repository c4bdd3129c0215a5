/**
 * The route rules of spec section 2 ("Redirects and route rules") as pure functions, so that they are
 * tested as data and src/app/routing/path-rules.ts only wires them to the router.
 */
import * as z from 'zod/mini';
import { safeRedirectPath } from '../navigation/safe-redirect';
import { ROUTES } from './route-table';

export const MAIN_PAIR = 'BTC-USDT';
export const PERP_PAIR = 'BTC-PERP';

/** Locale-looking prefixes that are never pages (spec: en-ca, et, ja, zh-sg, zh and sitemap.xml). */
export const NOT_FOUND_PREFIXES = ['en-ca', 'et', 'ja', 'zh-sg', 'zh'] as const;

export function isNotFoundPath(pathname: string): boolean {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return (NOT_FOUND_PREFIXES as readonly string[]).includes(first) || pathname.toLowerCase() === '/sitemap.xml';
}

/** "A slug in lowercase or with underscores is rewritten to upper case with hyphens." */
export function normalizeSlug(slug: string): string {
  return slug.replace(/_/g, '-').toUpperCase();
}

export function needsSlugNormalisation(slug: string): boolean {
  return normalizeSlug(slug) !== slug;
}

/** A trade pair as the trade page wants it: BASE-QUOTE in upper case (`btc_usdt` → `BTC-USDT`). */
export const TradePair = z.string().check(z.regex(/^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$/));

/** The trade page without a pair: the last pair, or the default (the perpetual for `type=futures`). */
export function defaultTradePair(lastPair: string | null | undefined, type: string | undefined): string {
  if (type === 'futures') return lastPair && lastPair.endsWith('-PERP') ? lastPair : PERP_PAIR;
  return lastPair && TradePair.safeParse(lastPair).success && !lastPair.endsWith('-PERP') ? lastPair : MAIN_PAIR;
}

/**
 * Paths containing an encoded ampersand or question mark are cleaned and redirected: the first encoded `?` or
 * `&` starts the query that was encoded into the path (`/markets%3Ftype%3Dspot` → `/markets?type=spot`), and
 * the real query, if any, follows it.
 */
export function cleanEncodedPath(href: string): string | undefined {
  const [pathname = '', ...rest] = href.split('?');
  const at = pathname.search(/%26|%3f/i);
  if (at < 0) return undefined;
  const cleanPath = pathname.slice(0, at) || '/';
  let moved = pathname.slice(at + 3);
  try {
    moved = decodeURIComponent(moved);
  } catch {
    // A malformed escape stays as it is.
  }
  const query = [moved.replace(/\?/g, '&'), ...rest].join('&').split('&').filter(Boolean).join('&');
  return query ? `${cleanPath}?${query}` : cleanPath;
}

/**
 * The guest-only rule and its exceptions: paths containing scopes, phone, register-lifecell/confirmation or
 * /sub-account/verify, and a brand_id query (the way to the help centre's sign-on, which a signed-in user takes).
 */
export function guestOnlyRedirects(pathname: string, loggedIn: boolean, search: Record<string, unknown> = {}): boolean {
  if (!loggedIn || 'brand_id' in search) return false;
  return !/scopes|phone|register-lifecell\/confirmation|\/sub-account\/verify/.test(pathname);
}

/** Auth pages that need login (the OAuth consent, the phone number): a login may return to them. */
const LOGIN_AUTH_PAGES = ROUTES.filter((r) => r.access === 'login' && r.path.startsWith('/auth/')).map((r) => r.path);

/**
 * After login: the redirect target if it is a safe same-origin path, else the trade page of the last pair.
 * An auth page (with or without a locale prefix) is no target, but for the login-required ones.
 */
export function postLoginTarget(redirect: unknown, lastPair: string | null | undefined): string {
  const fallback = `/trade/${defaultTradePair(lastPair, undefined)}`;
  const target = safeRedirectPath(redirect, fallback);
  const path = target.replace(/^\/[a-z]{2}(?=\/|$|\?|#)/, '').split(/[?#]/)[0]!;
  return /^\/auth(\/|$)/.test(path) && !LOGIN_AUTH_PAGES.includes(path) ? fallback : target;
}

// --- query validation of listing pages ---

const pageNumber = z.coerce.number().check(z.int(), z.gte(1));

// Other parameters are no listing values and stay (webview=true, a client id, campaign tags): the rule is about these six.
export const MarketsSearch = z.looseObject({
  type: z.optional(z.enum(['favorite', 'spot', 'margin', 'futures'])),
  subType: z.optional(z.enum(['all', 'crypto', 'fiat', 'stable'])),
  sortBy: z.optional(z.enum(['priority', 'price', 'dynamic', 'min', 'max', 'volume'])),
  sort: z.optional(z.enum(['asc', 'desc'])),
  contains: z.optional(z.string().check(z.maxLength(50))),
  page: z.optional(pageNumber),
});
export type MarketsSearch = z.infer<typeof MarketsSearch>;

export const FuturesSearch = z.looseObject({
  sort: z.optional(z.enum(['asc', 'desc'])),
  sortBy: z.optional(z.enum(['priority', 'price', 'dynamic', 'min', 'max'])),
});

/** Any invalid listing query redirects to the bare listing (spec: markets and futures). */
export function validListingQuery<T>(schema: z.ZodMiniType<T>, search: Record<string, unknown>): { ok: true; value: T } | { ok: false } {
  const parsed = schema.safeParse(search);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}

export const CODE_STATUSES = ['all', 'created', 'used'] as const;
export const COMPETITION_STATUSES = ['active', 'finished', 'upcoming'] as const;
export const EARN_TABS = ['flex', 'fixed'] as const;
export const CLOSED_ACCESS_PROVIDERS = ['apple', 'google'] as const;
export const WATCHER_LINK_MODE = 'watcher-link';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Mining-pool params: a mode other than watcher-link, or a watcherLinkId that is not a UUID, is not found. */
export function miningParamsValid(mode: string | undefined, watcherLinkId: string | undefined): boolean {
  if (mode === undefined && watcherLinkId === undefined) return true;
  return mode === WATCHER_LINK_MODE && watcherLinkId !== undefined && isUuid(watcherLinkId);
}

/** Earn plan pages: the amount query loses its dashes by redirect; the slug is upper-cased by redirect. */
export function earnPlanRedirect(slug: string, amount: string | undefined): { slug: string; amount: string | undefined } | undefined {
  const cleanAmount = amount?.replace(/-/g, '');
  const upper = slug.toUpperCase();
  if (upper === slug && cleanAmount === amount) return undefined;
  return { slug: upper, amount: cleanAmount };
}

// --- layouts ---

export type LayoutName = 'default' | 'empty' | 'terms';

/** Pages where a `country` query selects the empty layout (the spec names one page without saying which: the registration landing). */
export const COUNTRY_EMPTY_LAYOUT_PAGES = ['/registration-page'];

export function selectLayout(pathname: string, search: Record<string, unknown>): LayoutName {
  if (search.webview === 'true' || search.webview === true) return 'empty';
  if ('clientId' in search || 'client_id' in search || 'brand_id' in search) return 'empty';
  if ('country' in search && COUNTRY_EMPTY_LAYOUT_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return 'empty';
  if (/^\/(terms|risks)(\/|$)/.test(pathname)) return 'terms';
  return 'default';
}

/** The webview flag on deposit or withdraw pages suppresses captcha loading and the support widget. */
export function suppressesCaptchaAndSupport(pathname: string, webview: boolean): boolean {
  return webview && /^\/(deposit|withdraw)(\/|$)/.test(pathname);
}

/** The support chat button is hidden on trade, deposit and registration pages. */
export function hidesSupportButton(pathname: string): boolean {
  return /^\/(trade|deposit)(\/|$)|^\/registration-page(\/|$)|^\/auth\/register/.test(pathname);
}

/** Pages in the light colour mode (spec: "some pages use a light colour mode"): the legal and brand pages. */
export function lightColourMode(pathname: string): boolean {
  return /^\/(terms|risks|brand-guideline)(\/|$)/.test(pathname);
}

/** Strips the optional two-letter locale prefix: `/tr/markets` → `/markets`. */
export function withoutLocale(pathname: string, locales: readonly string[]): { locale: string | undefined; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && locales.includes(match[1]!)) return { locale: match[1], path: match[2] || '/' };
  return { locale: undefined, path: pathname };
}

/** A P2P Express flow's order or card id in the URL (the router gives a number or a string): a positive whole number. */
export function p2pFlowId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : undefined;
}
