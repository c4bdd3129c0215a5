/**
 * The optional two-letter locale prefix (spec section 2): `/markets` is the region's default language,
 * `/en/markets` English, `/tr/markets` Turkish. A prefix the region does not configure is not found.
 */
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { i18next } from '../../lib/i18n/i18n';
import { rememberLocale } from '../../lib/i18n/locale-cookie';
import { currentRegion } from '../../lib/region/current-region';

export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: async ({ params }) => {
    const region = currentRegion();
    if (params.locale !== undefined && !region.locales.includes(params.locale)) throw notFound();
    const locale = params.locale ?? region.defaultLocale;
    if (i18next.language !== locale) {
      await i18next.changeLanguage(locale);
      document.documentElement.lang = locale;
    }
    if (params.locale) rememberLocale(params.locale);
    return { locale };
  },
  component: Outlet,
});
