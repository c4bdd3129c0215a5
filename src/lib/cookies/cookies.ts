/** Cookies the app keeps itself (spec section 9): lax, secure outside local development, with a lifetime in days. */
export const DAY_MS = 864e5;

const isSecureContextHost = () => typeof location !== 'undefined' && location.protocol === 'https:';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

export function writeCookie(name: string, value: string, options: { days?: number; minutes?: number } = {}): void {
  if (typeof document === 'undefined') return;
  const maxAge = options.minutes !== undefined ? options.minutes * 60 : Math.round(((options.days ?? 365) * DAY_MS) / 1000);
  const secure = isSecureContextHost() ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`;
}
