/** Only same-origin paths are ever followed after login or from a `redirect` query. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAuthPath, localePrefixOf, loginPath, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/markets', '/markets'],
    ['/trade/BTC-USDT?type=spot#book', '/trade/BTC-USDT?type=spot#book'],
    ['%2Fhistory%2Fmain%2Fdeposits', '/history/main/deposits'],
    ['/a/../balance', '/balance'],
  ])('follows the same-origin path %s', (input, expected) => expect(safeRedirectPath(input)).toBe(expected));

  it.each([
    '//evil.example',
    '//evil.example/markets',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '%2F%2Fevil.example',
    'https://evil.example/markets',
    'http:evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'markets',
    '/\tevil',
    '/%0d%0aSet-Cookie:x',
    '%E0%A4%A',
    '',
  ])('never follows %s', (input) => expect(safeRedirectPath(input, '/home')).toBe('/home'));

  it('never follows an overlong path', () => expect(safeRedirectPath(`/${'x'.repeat(3000)}`, '/home')).toBe('/home'));

  it('falls back for anything that is not a string', () => {
    for (const value of [undefined, null, 42, ['/markets'], { path: '/markets' }]) expect(safeRedirectPath(value)).toBe('/');
  });

  it('property: whatever it returns is a same-origin path, never //host or /\\host', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constantFrom('//', '/\\', '/./', '/../', '%2F')), (input) => {
        const out = safeRedirectPath(input, '/fallback');
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//') || out.startsWith('/\\')).toBe(false);
        expect(new URL(out, 'https://exchange.test').origin).toBe('https://exchange.test');
      }),
      { numRuns: 3000 },
    );
  });
});

describe('loginPath', () => {
  it('carries the page to return to', () => {
    expect(loginPath('/balance?tab=spot')).toBe('/auth?redirect=%2Fbalance%3Ftab%3Dspot');
    expect(loginPath('/tr/balance', '/tr')).toBe('/tr/auth?redirect=%2Ftr%2Fbalance');
  });

  it('gives plain login for the home page, an auth page or an unsafe path', () => {
    for (const path of ['/', '/auth', '/auth/login?redirect=%2Fx', '/en/auth', '//evil.example', 'https://evil.example']) {
      expect(loginPath(path)).toBe('/auth');
    }
    expect(loginPath('//evil.example', 'evil')).toBe('/auth');
  });

  it('knows the locale prefix and the auth pages', () => {
    expect(localePrefixOf('/tr/markets')).toBe('/tr');
    expect(localePrefixOf('/markets')).toBe('');
    expect(isAuthPath('/tr/auth/login')).toBe(true);
    expect(isAuthPath('/authors')).toBe(false);
  });
});
