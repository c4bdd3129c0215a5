/**
 * The post-login target and every `redirect` query: only a same-origin path is followed. Absolute URLs,
 * protocol-relative `//host`, backslash tricks, control characters and paths that only become `//host`
 * once normalised (`/.//host`, `/a/..//host`) fall back to the default.
 */
const SAME_ORIGIN = 'http://same.origin';
const MAX_LENGTH = 2048;

/** A path that a browser would read as another host: `//host` or `/\host` (browsers treat `\` as `/`). */
const otherHost = (path: string) => path.startsWith('//') || path.startsWith('/\\');

export function safeRedirectPath(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > MAX_LENGTH) return fallback;
  let value: string;
  try {
    value = decodeURIComponent(candidate);
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value) || /[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  if (!value.startsWith('/') || otherHost(value) || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, SAME_ORIGIN);
    if (url.origin !== SAME_ORIGIN) return fallback;
    // Dot segments may collapse into `//host` (`/.//evil.example` -> `//evil.example`): refuse those too.
    if (otherHost(url.pathname)) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** The two-letter locale prefix of a path (`/tr/markets` -> `/tr`), or ''. */
export function localePrefixOf(path: string): string {
  return /^\/([a-z]{2})(?=\/|$|\?|#)/.exec(path)?.[0] ?? '';
}

/** Whether a path is one of the auth pages (with or without a locale prefix): no login redirect from there. */
export function isAuthPath(path: string): boolean {
  return /^(?:\/[a-z]{2})?\/auth(?:\/|$|\?|#)/.test(path);
}

/**
 * `/auth?redirect=<current path>`: where a 401 or a guard sends the user. An unsafe or empty return path, or
 * one that is itself an auth page, gives plain `/auth`. `localePrefix` (`/tr`) keeps the language of the page.
 */
export function loginPath(returnTo: string, localePrefix = ''): `/${string}` {
  const target = safeRedirectPath(returnTo, '/');
  const auth = (/^\/[a-z]{2}$/.test(localePrefix) ? `${localePrefix}/auth` : '/auth') as `/${string}`;
  return target === '/' || isAuthPath(target) ? auth : `${auth}?redirect=${encodeURIComponent(target)}`;
}
