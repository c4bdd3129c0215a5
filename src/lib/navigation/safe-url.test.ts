/** The one URL allow-list: only http(s) (or, where allowed, a same-origin path) reaches an href, a src or a navigation. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpUrl } from '../../../generated/api/model/httpUrl.zod';
import { ImageUrl } from '../../../generated/api/model/imageUrl.zod';
import { SettingsVerificationResponse } from '../../../generated/api/model/settingsVerificationResponse.zod';
import { isSafeUrl, safeImageUrl, safeUrl } from './safe-url';

/** Refused whatever the caller allows (paths, relative references, contact links). */
const HOSTILE: readonly string[] = [
  // Script and other schemes, in any case.
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  'javascript://example.com/%0Aalert(1)',
  'javascript:https://example.com',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'file:///etc/passwd',
  'ftp://files.example/a',
  'blob:https://exchange.example/0b5e-11',
  'filesystem:https://exchange.example/temporary/x',
  'intent://scan/#Intent;scheme=zxing;end',
  'ws://socket.example',
  // Whitespace and control-character obfuscation.
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  ' \u0001 javascript:alert(1)',
  'java\u200bscript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'https://exchange.example/\u202eexe.pdf',
  'https://exchange.example/a b',
  'https://exchange.example/\u00a0',
  // Protocol-relative and backslash tricks.
  '//evil.example',
  '//evil.example/markets',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'https:\\\\evil.example',
  'https:/\\evil.example',
  'https://exchange.example\\@evil.example',
  // Paths that become another host once decoded or normalised.
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%252F%252Fevil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%0d%0aSet-Cookie:x=1',
  '/%E0%A4%A',
  // Scheme-less and malformed http, credentials before the host.
  'https:evil.example',
  'http:/evil.example',
  'https:///evil.example',
  'https://',
  'https://exchange.example:99999/',
  'https://exchange.example@evil.example/login',
  'https://user:password@evil.example',
  // Percent and entity tricks that only a decoder would turn into a scheme.
  '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
  'javascript%3Aalert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  // Empty and overlong.
  '',
  '   ',
  `https://exchange.example/${'x'.repeat(5000)}`,
];

/** Accepted without any allowance, as the URL parser writes them. */
const GOOD_ABSOLUTE: readonly (readonly [string, string])[] = [
  ['https://verify.example/regular/abc123', 'https://verify.example/regular/abc123'],
  ['http://localhost:5173/internal/rdrs/1', 'http://localhost:5173/internal/rdrs/1'],
  ['https://meridian.example/wbt/boost?utm_campaign=boost#rules', 'https://meridian.example/wbt/boost?utm_campaign=boost#rules'],
  ['https://meridian.example', 'https://meridian.example/'],
  ['HTTPS://Meridian.Example/Path', 'https://meridian.example/Path'],
  ['  https://meridian.example/padded  ', 'https://meridian.example/padded'],
  ['https://mempool.space/tx/', 'https://mempool.space/tx/'],
  ['https://tronscan.org/#/transaction/', 'https://tronscan.org/#/transaction/'],
  ['https://[2001:db8::1]:8443/a', 'https://[2001:db8::1]:8443/a'],
  ['https://bücher.example/ä', 'https://xn--bcher-kva.example/%C3%A4'],
  ['https://exchange.example/search?q=a%20b&next=%2Fmarkets', 'https://exchange.example/search?q=a%20b&next=%2Fmarkets'],
];

/** Accepted only where the caller allows a same-origin path. */
const GOOD_PATHS: readonly (readonly [string, string])[] = [
  ['/markets', '/markets'],
  ['/trade/BTC-USDT?type=margin#book', '/trade/BTC-USDT?type=margin#book'],
  ['/tr/wbt/boost', '/tr/wbt/boost'],
  ['/a/../balance', '/balance'],
  ['/search?q=a%20b', '/search?q=a%20b'],
  ['/', '/'],
];

describe('safeUrl', () => {
  it(`has a table of at least 30 hostile (${HOSTILE.length}) and 10 good URLs (${GOOD_ABSOLUTE.length + GOOD_PATHS.length})`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
    expect(GOOD_ABSOLUTE.length + GOOD_PATHS.length).toBeGreaterThanOrEqual(10);
  });

  it.each(HOSTILE.map((url) => [JSON.stringify(url).slice(0, 80), url]))('refuses %s', (_label, url) => {
    expect(safeUrl(url)).toBeUndefined();
    expect(safeUrl(url, { path: true })).toBeUndefined();
    expect(safeUrl(url, { path: true, relative: true, contact: true })).toBeUndefined();
    expect(safeImageUrl(url, { path: true })).toBeUndefined();
    expect(isSafeUrl(url, { path: true })).toBe(false);
  });

  it.each(GOOD_ABSOLUTE)('accepts the absolute URL %j', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
    expect(safeUrl(url, { path: true })).toBe(expected);
  });

  it.each(GOOD_PATHS)('accepts the same-origin path %j only where a path is allowed', (url, expected) => {
    expect(safeUrl(url)).toBeUndefined();
    expect(safeUrl(url, { path: true })).toBe(expected);
  });

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 42, ['https://a.example'], { href: 'https://a.example' }, new URL('https://a.example')]) {
      expect(safeUrl(value, { path: true })).toBeUndefined();
    }
  });

  it('keeps http out where only https is allowed', () => {
    expect(safeUrl('http://a.example/i.png', { httpsOnly: true })).toBeUndefined();
    expect(safeUrl('https://a.example/i.png', { httpsOnly: true })).toBe('https://a.example/i.png');
  });

  it('allows relative references and contact links only for server HTML', () => {
    for (const [url, expected] of [
      ['fees/trading?tab=spot', 'fees/trading?tab=spot'],
      ['#top', '#top'],
      ['?tab=spot', '?tab=spot'],
      ['mailto:support@meridian.example', 'mailto:support@meridian.example'],
      ['tel:+902120000000', 'tel:+902120000000'],
    ]) {
      expect(safeUrl(url)).toBeUndefined();
      expect(safeUrl(url, { path: true })).toBeUndefined();
      expect(safeUrl(url, { relative: true, contact: true })).toBe(expected);
    }
    expect(safeUrl('fees%3Atrading', { relative: true })).toBeUndefined();
  });

  it('lets an image be inlined as an image type, never as HTML or script', () => {
    const icon = `data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg'/>")}`;
    expect(safeImageUrl(icon)).toBe(icon);
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeImageUrl('https://cdn.example/btc.png')).toBe('https://cdn.example/btc.png');
    expect(safeImageUrl('/icons/btc.svg')).toBeUndefined();
    expect(safeImageUrl('/icons/btc.svg', { path: true })).toBe('/icons/btc.svg');
    for (const url of ['data:text/html,x', 'data:image/svg+xml ,x', 'data:image/x-icon,x', 'data:,x', 'data:image/png;base64 ,x']) {
      expect(safeImageUrl(url)).toBeUndefined();
    }
    expect(safeUrl(icon)).toBeUndefined();
  });

  it('property: whatever it accepts is absolute http(s) without credentials, or a same-origin path', () => {
    const pieces = fc.constantFrom(
      'javascript:',
      'JaVa',
      'script:',
      'data:',
      'http',
      'https',
      ':',
      '//',
      '/',
      '\\',
      '%2F',
      '%5C',
      '%2e',
      '.',
      '..',
      '@',
      '\t',
      '\u0000',
      '\u200b',
      ' ',
      'evil.example',
      '?',
      '#',
      '&colon;',
    );
    const candidate = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webPath(),
      fc.array(pieces, { maxLength: 8 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(candidate, (input) => {
        const out = safeUrl(input, { path: true });
        if (out === undefined) return;
        if (out.startsWith('/')) {
          expect(out.startsWith('//') || out.startsWith('/\\')).toBe(false);
          expect(new URL(out, 'https://exchange.test').origin).toBe('https://exchange.test');
        } else {
          const url = new URL(out);
          expect(['http:', 'https:']).toContain(url.protocol);
          expect(url.username + url.password).toBe('');
        }
        // eslint-disable-next-line no-control-regex
        expect(/[\u0000-\u0020\\]/.test(out)).toBe(false);
      }),
      { numRuns: 1500 },
    );
  });
});

describe("the contract's link formats (HttpUrl, ImageUrl)", () => {
  it.each(HOSTILE.map((url) => [JSON.stringify(url).slice(0, 80), url]))(
    'the generated schema refuses %s at the boundary (or hands on only the http(s) URL it trimmed it to)',
    (_label, url) => {
      // zod's url() trims whitespace around a value (`https://a.example/\u00a0` comes out as `https://a.example/`):
      // such a value passes the boundary only as the plain http(s) URL inside it, never as it was sent.
      for (const parsed of [HttpUrl.safeParse(url), ...(url.length <= 4096 ? [ImageUrl.safeParse(url)] : [])]) {
        if (url.trim() === url) expect(parsed.success).toBe(false);
        else if (parsed.success) expect(safeUrl(parsed.data)).toBe(parsed.data);
      }
      // (An image may be longer than a link, an inlined icon: the overlong link is not refused as an image.)
    },
  );

  it('the generated schemas accept the good absolute URLs as the server writes them', () => {
    // As the URL parser writes them (`safeUrl`'s output): lower-case scheme and host, punycode, percent-encoded.
    for (const [, url] of GOOD_ABSOLUTE) {
      expect(HttpUrl.safeParse(url).success, url).toBe(true);
      expect(ImageUrl.safeParse(url).success, url).toBe(true);
    }
    const icon = `data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg'/>")}`;
    expect(ImageUrl.safeParse(icon).success).toBe(true);
    expect(HttpUrl.safeParse(icon).success).toBe(false);
  });

  it('a verification answer with a javascript: link breaks the contract', () => {
    const answer = (url: string) => ({ data: { provider: 'sumsub', accessToken: 'a'.repeat(16), url, expiresAt: 1732190400 } });
    expect(SettingsVerificationResponse.safeParse(answer('https://verify.example/regular/abc')).success).toBe(true);
    expect(SettingsVerificationResponse.safeParse(answer('javascript:alert(document.cookie)')).success).toBe(false);
  });
});
