/**
 * The language of a page load, decided before anything renders (src/main.tsx): a locale prefix in the URL wins;
 * without one, a visitor who chose another language before (cookie `i18n_redirected`, src/lib/i18n/locale-cookie.ts)
 * is sent to that language's prefix, and everyone else gets the region's default language, which has no prefix.
 * The language switch remembers the region's default as well, so choosing it again is not undone here.
 */
import type { RegionConfig } from '../../../regions/region-schema';

export type StartupLocale = { locale: string } | { redirectTo: string };

/** The two-letter prefix of a path (`/tr/markets` → `tr`), whether or not the region configures it. */
export function localePrefix(pathname: string): string | undefined {
  return /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
}

export function startupLocale(
  location: { pathname: string; search: string; hash?: string },
  region: Pick<RegionConfig, 'locales' | 'defaultLocale'>,
  remembered: string | undefined,
): StartupLocale {
  const prefix = localePrefix(location.pathname);
  if (prefix !== undefined) return { locale: region.locales.includes(prefix) ? prefix : region.defaultLocale };
  if (remembered && remembered !== region.defaultLocale && region.locales.includes(remembered)) {
    const rest = location.pathname === '/' ? '' : location.pathname;
    return { redirectTo: `/${remembered}${rest}${location.search}${location.hash ?? ''}` };
  }
  return { locale: region.defaultLocale };
}
