/** The locale the user chose, in the `i18n_redirected` cookie for 365 days (spec section 9). */
import { readCookie, writeCookie } from '../cookies/cookies';

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;

export function rememberLocale(locale: string): void {
  if (readCookie(LOCALE_COOKIE) !== locale) writeCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS });
}

export function rememberedLocale(): string | undefined {
  return readCookie(LOCALE_COOKIE);
}
