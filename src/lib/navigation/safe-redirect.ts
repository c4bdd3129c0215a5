/**
 * The post-login target and every `redirect` query: only a same-origin path is followed. Absolute URLs,
 * protocol-relative `//host`, backslash tricks and control characters fall back to the default.
 */
export function safeRedirectPath(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return fallback;
  let value = candidate;
  try {
    value = decodeURIComponent(candidate);
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** `/auth?redirect=<current path>`: where a 401 or a guard sends the user. */
export function loginPath(returnTo: string): string {
  const target = safeRedirectPath(returnTo, '/');
  return target === '/' ? '/auth' : `/auth?redirect=${encodeURIComponent(target)}`;
}
