/**
 * Cookies the app keeps itself (spec section 9): lax, secure outside local development, with a lifetime in days.
 * Through the safe wrapper (src/lib/storage/safe-storage.ts): a browser that refuses cookies never throws here, the
 * value then lives in memory for the page.
 */
import { safeCookies } from '../storage/safe-storage';

export const DAY_MS = 864e5;

const isSecureContextHost = () => typeof location !== 'undefined' && location.protocol === 'https:';

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = safeCookies
    .read()
    .split('; ')
    .find((part) => part.startsWith(prefix));
  if (found === undefined) return undefined;
  const raw = found.slice(prefix.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    // Written by someone else, not URI-encoded: the value as it stands.
    return raw;
  }
}

export function writeCookie(name: string, value: string, options: { days?: number; minutes?: number } = {}): void {
  const maxAge = options.minutes !== undefined ? options.minutes * 60 : Math.round(((options.days ?? 365) * DAY_MS) / 1000);
  const secure = isSecureContextHost() ? '; Secure' : '';
  safeCookies.write(`${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`);
}

export function deleteCookie(name: string): void {
  safeCookies.write(`${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`);
}
