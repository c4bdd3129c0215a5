import { describe, expect, it } from 'vitest';
import { regions } from '../../../regions/regions';
import { localePrefix, startupLocale } from './startup-locale';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the language of a page load', () => {
  it('reads a two-letter prefix only', () => {
    expect(localePrefix('/tr/markets')).toBe('tr');
    expect(localePrefix('/tr')).toBe('tr');
    expect(localePrefix('/markets')).toBeUndefined();
    expect(localePrefix('/trade/BTC-USDT')).toBeUndefined();
    expect(localePrefix('/')).toBeUndefined();
  });

  it('takes the prefix of the URL, whatever was remembered', () => {
    expect(startupLocale(at('/tr/markets'), regions.global, 'en')).toEqual({ locale: 'tr' });
    expect(startupLocale(at('/en/markets'), regions.global, 'tr')).toEqual({ locale: 'en' });
    expect(startupLocale(at('/en'), regions.turkey, 'tr')).toEqual({ locale: 'en' });
  });

  it('a prefix the region does not configure is left to the router (not found) in the default language', () => {
    expect(startupLocale(at('/tr/markets'), regions.europe, 'tr')).toEqual({ locale: 'en' });
    expect(startupLocale(at('/ja/markets'), regions.global, undefined)).toEqual({ locale: 'en' });
  });

  it('without a prefix, the region default when nothing or the default was remembered', () => {
    expect(startupLocale(at('/markets'), regions.global, undefined)).toEqual({ locale: 'en' });
    // Turkish, then English again in the switch: English stays (the bug).
    expect(startupLocale(at('/markets'), regions.global, 'en')).toEqual({ locale: 'en' });
    expect(startupLocale(at('/'), regions.turkey, 'tr')).toEqual({ locale: 'tr' });
    expect(startupLocale(at('/'), regions.turkey, undefined)).toEqual({ locale: 'tr' });
  });

  it('without a prefix, sends a visitor to the language chosen before, keeping the page, search and hash', () => {
    expect(startupLocale(at('/markets', '?tab=spot', '#top'), regions.global, 'tr')).toEqual({ redirectTo: '/tr/markets?tab=spot#top' });
    expect(startupLocale(at('/'), regions.global, 'tr')).toEqual({ redirectTo: '/tr' });
    expect(startupLocale(at('/trade/BTC-USDT'), regions.turkey, 'en')).toEqual({ redirectTo: '/en/trade/BTC-USDT' });
  });

  it('ignores a remembered language the region does not offer', () => {
    expect(startupLocale(at('/markets'), regions.georgia, 'tr')).toEqual({ locale: 'en' });
    expect(startupLocale(at('/markets'), regions.global, 'xx')).toEqual({ locale: 'en' });
  });
});
