import { describe, expect, it } from 'vitest';
import {
  cleanEncodedPath,
  defaultTradePair,
  earnPlanRedirect,
  FuturesSearch,
  guestOnlyRedirects,
  hidesSupportButton,
  isNotFoundPath,
  MarketsSearch,
  miningParamsValid,
  normalizeSlug,
  postLoginTarget,
  selectLayout,
  suppressesCaptchaAndSupport,
  validListingQuery,
  withoutLocale,
} from './route-rules';
import { similarPages, similarity } from './similar-pages';

describe('route rules', () => {
  it('normalises slugs and pairs to upper case with hyphens', () => {
    expect(normalizeSlug('btc_usdt')).toBe('BTC-USDT');
    expect(normalizeSlug('eth-btc')).toBe('ETH-BTC');
    expect(normalizeSlug('BTC-PERP')).toBe('BTC-PERP');
  });

  it('picks the last pair, or the default, or the perpetual for futures', () => {
    expect(defaultTradePair(null, undefined)).toBe('BTC-USDT');
    expect(defaultTradePair('ETH-USDT', undefined)).toBe('ETH-USDT');
    expect(defaultTradePair('ETH-USDT', 'futures')).toBe('BTC-PERP');
    expect(defaultTradePair('ETH-PERP', 'futures')).toBe('ETH-PERP');
    expect(defaultTradePair('garbage', undefined)).toBe('BTC-USDT');
  });

  it('cleans encoded & and ? out of paths', () => {
    expect(cleanEncodedPath('/markets%3Ftype=spot')).toBe('/markets?type=spot');
    expect(cleanEncodedPath('/markets%3Ftype=spot%26sort=asc')).toBe('/markets?type=spot&sort=asc');
    expect(cleanEncodedPath('/markets%3ftype=spot?page=2')).toBe('/markets?type=spot&page=2');
    expect(cleanEncodedPath('/markets?type=spot')).toBeUndefined();
    // A whole query encoded into the path: its = and & are encoded too.
    expect(cleanEncodedPath('/about-us%3Fref%3Dmail')).toBe('/about-us?ref=mail');
    expect(cleanEncodedPath('/about-us%3Fa%3D1%26b%3D2?c=3')).toBe('/about-us?a=1&b=2&c=3');
    expect(cleanEncodedPath('/about-us%26a=1')).toBe('/about-us?a=1');
    expect(cleanEncodedPath('/about-us%3F')).toBe('/about-us');
    expect(cleanEncodedPath('/about-us%3Fa%3D%E0%A4%A')).toBe('/about-us?a%3D%E0%A4%A');
  });

  it('sends logged-in users away from guest pages, except the spec exceptions', () => {
    expect(guestOnlyRedirects('/auth/login', true)).toBe(true);
    expect(guestOnlyRedirects('/auth/login', false)).toBe(false);
    for (const path of ['/auth/scopes', '/auth/phone/number', '/auth/register-lifecell/confirmation', '/auth/sub-account/verify']) {
      expect(guestOnlyRedirects(path, true)).toBe(false);
    }
  });

  it('follows only same-origin return paths after login', () => {
    expect(postLoginTarget('/balance/spot?x=1', null)).toBe('/balance/spot?x=1');
    expect(postLoginTarget('//evil.example/x', 'ETH-USDT')).toBe('/trade/ETH-USDT');
    expect(postLoginTarget('https://evil.example', null)).toBe('/trade/BTC-USDT');
    expect(postLoginTarget('/\\evil.example', null)).toBe('/trade/BTC-USDT');
    expect(postLoginTarget('%2F%2Fevil.example', null)).toBe('/trade/BTC-USDT');
    expect(postLoginTarget('javascript:alert(1)', null)).toBe('/trade/BTC-USDT');
    expect(postLoginTarget('/auth', null)).toBe('/trade/BTC-USDT');
    expect(postLoginTarget('/tr/auth/login', null)).toBe('/trade/BTC-USDT');
    expect(postLoginTarget('/authors', null)).toBe('/authors');
    // Login-required auth pages (the OAuth consent, the phone number) are where the login must return.
    expect(postLoginTarget('/auth/scopes?clientId=app', null)).toBe('/auth/scopes?clientId=app');
    expect(postLoginTarget('/tr/auth/phone/number', null)).toBe('/tr/auth/phone/number');
  });

  it('validates the markets and futures queries', () => {
    expect(
      validListingQuery(MarketsSearch, { type: 'spot', subType: 'stable', sortBy: 'volume', sort: 'desc', contains: 'BTC', page: '2' }),
    ).toEqual({
      ok: true,
      value: { type: 'spot', subType: 'stable', sortBy: 'volume', sort: 'desc', contains: 'BTC', page: 2 },
    });
    for (const bad of [
      { type: 'stocks' },
      { subType: 'x' },
      { sortBy: 'name' },
      { sort: 'up' },
      { page: 'two' },
      { page: '0' },
      { type: 'spot', sort: 'sideways' },
    ]) {
      expect(validListingQuery(MarketsSearch, bad).ok, JSON.stringify(bad)).toBe(false);
    }
    // Parameters that are no listing values stay: the mobile app's webview flag keeps the empty layout.
    expect(validListingQuery(MarketsSearch, { webview: 'true', type: 'spot' })).toEqual({
      ok: true,
      value: { webview: 'true', type: 'spot' },
    });
    expect(validListingQuery(FuturesSearch, { sortBy: 'volume' }).ok).toBe(false);
    expect(validListingQuery(FuturesSearch, { sort: 'asc', sortBy: 'max' }).ok).toBe(true);
  });

  it('checks mining-pool params', () => {
    expect(miningParamsValid(undefined, undefined)).toBe(true);
    expect(miningParamsValid('watcher-link', '3fa85f64-5717-4562-b3fc-2c963f66afa6')).toBe(true);
    expect(miningParamsValid('watcher-link', 'not-a-uuid')).toBe(false);
    expect(miningParamsValid('other', '3fa85f64-5717-4562-b3fc-2c963f66afa6')).toBe(false);
  });

  it('upper-cases earn plan slugs and strips dashes from amounts', () => {
    expect(earnPlanRedirect('usdt', '1-000')).toEqual({ slug: 'USDT', amount: '1000' });
    expect(earnPlanRedirect('USDT', '100')).toBeUndefined();
  });

  it('selects the layout by query and path', () => {
    expect(selectLayout('/markets', {})).toBe('default');
    expect(selectLayout('/markets', { webview: 'true' })).toBe('empty');
    expect(selectLayout('/auth/scopes', { client_id: 'x' })).toBe('empty');
    expect(selectLayout('/auth', { brand_id: '1' })).toBe('empty');
    expect(selectLayout('/registration-page/welcome', { country: 'TR' })).toBe('empty');
    expect(selectLayout('/markets', { country: 'TR' })).toBe('default');
    expect(selectLayout('/terms/privacy', {})).toBe('terms');
  });

  it('knows the not-found prefixes, webview effects and support button rules', () => {
    for (const p of ['/en-ca/markets', '/et', '/ja/trade', '/zh-sg', '/zh/markets', '/sitemap.xml'])
      expect(isNotFoundPath(p), p).toBe(true);
    expect(isNotFoundPath('/en/markets')).toBe(false);
    expect(suppressesCaptchaAndSupport('/deposit', true)).toBe(true);
    expect(suppressesCaptchaAndSupport('/deposit', false)).toBe(false);
    expect(suppressesCaptchaAndSupport('/markets', true)).toBe(false);
    expect(hidesSupportButton('/trade/BTC-USDT')).toBe(true);
    expect(hidesSupportButton('/registration-page/welcome')).toBe(true);
    expect(hidesSupportButton('/markets')).toBe(false);
    expect(withoutLocale('/tr/markets', ['en', 'tr'])).toEqual({ locale: 'tr', path: '/markets' });
    expect(withoutLocale('/xx/markets', ['en', 'tr'])).toEqual({ locale: undefined, path: '/xx/markets' });
  });

  it('suggests at most three similar pages above the 0.25 threshold', () => {
    expect(similarity('abc', 'abc')).toBe(1);
    expect(similarPages('/marketz', ['/markets', '/trade', '/fees/cryptocurrency', '/market-data'])).toContain('/markets');
    expect(similarPages('/qqqqqq', ['/markets', '/trade']).length).toBe(0);
    expect(
      similarPages('/settings/securty', ['/settings/security', '/settings/security/2fa', '/settings/general', '/settings/api']).length,
    ).toBe(3);
  });
});
