import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { regions } from '../../regions/regions';
import {
  CHART_LOGO_STYLE_HASH,
  contentSecurityPolicy,
  cspDirectives,
  EMPTY_STYLE_HASH,
  exchangeHosts,
  isSocketOrigin,
  nginxSnippet,
  securityHeaders,
  serverOrigins,
  SONNER_STYLE_HASH,
} from './security-headers';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
/** The value of a double-quoted JavaScript string literal (the libraries' CSS has no escapes JSON lacks). */
const unquote = (literal: string) => JSON.parse(`"${literal}"`) as string;

function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('security headers', () => {
  it('allow exactly the stylesheets sonner and lightweight-charts insert (recomputed from node_modules)', () => {
    // On a failure after an upgrade: put the new hash in security-headers.ts and the nginx snippet of
    // docs/security-headers.md (npm run serve -- --nginx).
    const sonner = read('node_modules/sonner/dist/index.mjs').match(/__insertCSS\("((?:[^"\\]|\\.)*)"\)/);
    expect(sonner, 'sonner no longer injects its CSS through __insertCSS("...")').not.toBeNull();
    expect(sha256(unquote(sonner![1]!))).toBe(SONNER_STYLE_HASH);
    const chart = read('node_modules/lightweight-charts/dist/lightweight-charts.production.mjs').match(
      /createElement\("style"\),this\.\w+\.innerText="((?:[^"\\]|\\.)*)"/,
    );
    expect(chart, 'lightweight-charts no longer inserts its attribution logo stylesheet as before').not.toBeNull();
    expect(sha256(unquote(chart![1]!))).toBe(CHART_LOGO_STYLE_HASH);
    expect(sha256('')).toBe(EMPTY_STYLE_HASH);
  });

  it('is a strict policy: own scripts only, no inline script or eval, no plugins, no foreign base or form target', () => {
    const csp = contentSecurityPolicy();
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'style-src')).toEqual([
      "'self'",
      `'${SONNER_STYLE_HASH}'`,
      `'${CHART_LOGO_STYLE_HASH}'`,
      `'${EMPTY_STYLE_HASH}'`,
    ]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(directive(csp, 'worker-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-|\*/);
    // Every directive once.
    const names = cspDirectives().map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lets only the exchange itself frame the app: its own origin and every region host over https', () => {
    const hosts = exchangeHosts();
    expect(hosts).toContain('meridian.example');
    expect(hosts).toContain('tr.meridian.example');
    for (const region of Object.values(regions))
      for (const host of region.hosts) expect(hosts.includes(host) || ['localhost', '127.0.0.1'].includes(host), host).toBe(true);
    expect(hosts).not.toContain('localhost');
    expect(directive(contentSecurityPolicy(), 'frame-ancestors')).toEqual(["'self'", ...hosts.map((host) => `https://${host}`)]);
  });

  it('connects to the own origin, the hosts’ sockets and the servers the build names', () => {
    expect(directive(contentSecurityPolicy(), 'connect-src')).toEqual(["'self'", ...exchangeHosts().map((host) => `wss://${host}`)]);
    const env = {
      VITE_API_BASE: 'https://api.meridian.example/v2',
      VITE_PUBLIC_API_BASE: 'https://api.meridian.example',
      VITE_INTERNAL_BASE: '',
      VITE_SOCKET_URL: 'wss://ws.meridian.example:8443/ws',
    };
    expect(serverOrigins(env)).toEqual(['https://api.meridian.example', 'wss://ws.meridian.example:8443']);
    expect(directive(contentSecurityPolicy({ env }), 'connect-src').slice(-2)).toEqual(serverOrigins(env));
    expect(() => serverOrigins({ VITE_API_BASE: '/api' })).toThrow('VITE_API_BASE=/api is not an absolute URL');
    expect(() => serverOrigins({ VITE_SOCKET_URL: 'javascript:alert(1)' })).toThrow('not http(s) or ws(s)');
  });

  it('names the page’s own socket when the server knows its host (npm run serve), once', () => {
    expect(directive(contentSecurityPolicy({ socketOrigin: 'ws://127.0.0.1:4173' }), 'connect-src').at(-1)).toBe('ws://127.0.0.1:4173');
    const own = directive(contentSecurityPolicy({ socketOrigin: 'wss://meridian.example' }), 'connect-src');
    expect(own.filter((source) => source === 'wss://meridian.example')).toHaveLength(1);
    for (const origin of ['ws://localhost:4173', 'wss://[::1]:8443', 'WSS://Meridian.Example'])
      expect(isSocketOrigin(origin), origin).toBe(true);
    for (const origin of ['ws://x; script-src *', 'ws://a/b', 'http://127.0.0.1', 'ws://', 'ws://a b'])
      expect(isSocketOrigin(origin), origin).toBe(false);
    expect(() => contentSecurityPolicy({ socketOrigin: 'ws://x; script-src *' })).toThrow('not a ws(s) origin');
  });

  it('sends the other headers, HSTS only when asked for (https)', () => {
    const headers = securityHeaders();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('publickey-credentials-get=(self)');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ hsts: true })['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('docs/security-headers.md carries the nginx snippet as generated', () => {
    const snippet = nginxSnippet({ env: {} });
    expect(snippet).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
    expect(read('docs/security-headers.md')).toContain(snippet);
  });
});
