/**
 * The locale route (the optional `{-$locale}` prefix): entering it switches i18next to its language with the
 * page's namespaces loaded in that language before anything renders, sets the document's lang, remembers a
 * prefixed choice, and leaves the page alone on a preload.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { regions } from '../../../regions/regions';
import { deleteCookie } from '../../lib/cookies/cookies';
import { i18next, initI18n } from '../../lib/i18n/i18n';
import { LOCALE_COOKIE, rememberedLocale } from '../../lib/i18n/locale-cookie';
import { setCurrentRegion } from '../../lib/region/current-region';
import { localeRoute } from './route-tree';

type BeforeLoad = (context: { params: { locale?: string }; preload: boolean }) => Promise<{ locale: string }>;
const enter = (locale: string | undefined, preload = false) =>
  (localeRoute.options.beforeLoad as unknown as BeforeLoad)({ params: locale === undefined ? {} : { locale }, preload });

beforeAll(() => initI18n('en', ['en', 'tr']));
beforeEach(async () => {
  deleteCookie(LOCALE_COOKIE);
  await i18next.changeLanguage('en');
  document.documentElement.lang = 'en';
});
afterEach(() => setCurrentRegion(regions.global));

describe('the locale route', () => {
  it('loads the page’s namespaces in the new language before it resolves, then sets lang and remembers', async () => {
    await i18next.loadNamespaces(['markets', 'footer']);
    expect(i18next.hasResourceBundle('tr', 'markets')).toBe(false);
    await expect(enter('tr')).resolves.toEqual({ locale: 'tr' });
    expect(i18next.language).toBe('tr');
    expect(i18next.hasResourceBundle('tr', 'markets')).toBe(true);
    expect(i18next.hasResourceBundle('tr', 'footer')).toBe(true);
    expect(i18next.t('region', { ns: 'footer' })).toBe('Bölge');
    expect(document.documentElement.lang).toBe('tr');
    expect(rememberedLocale()).toBe('tr');
  });

  it('without a prefix, the region’s default language', async () => {
    await enter('tr');
    await expect(enter(undefined)).resolves.toEqual({ locale: 'en' });
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    setCurrentRegion(regions.turkey);
    await enter(undefined);
    expect(i18next.language).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
  });

  it('a preload changes nothing on the page being shown', async () => {
    await expect(enter('tr', true)).resolves.toEqual({ locale: 'tr' });
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(rememberedLocale()).not.toBe('tr');
  });

  it('a prefix the region does not configure is not found', async () => {
    await expect(enter('ja')).rejects.toMatchObject({ isNotFound: true });
    setCurrentRegion(regions.europe);
    await expect(enter('tr')).rejects.toMatchObject({ isNotFound: true });
    expect(i18next.language).toBe('en');
  });
});
