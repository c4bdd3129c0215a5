/**
 * The app server as `npm run serve` runs it (backend on), over real HTTP and WebSocket on a free port: compressed
 * and cached files, the security headers, the mock exchange's REST and its trade socket on /ws.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { GetServerTime200Response } from '../../generated/api/general/general.zod';
import { ListTradeMarkets200Response } from '../../generated/api/markets/markets.zod';
import { formatDecimal } from '../../src/lib/format/number-format';
import { pageShells } from '../prerender/page-shells';
import { createAppServer, type AppServer } from './app-server';
import { securityHeaders } from './security-headers';
import { IMMUTABLE, REVALIDATE } from './static-files';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
/** Over the 1 kB below which nothing is compressed, and compressible. */
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;

const TRADE_SHELL = 'en/trade/BTC-USDT/index.html';

let dir: string;
let app: AppServer;
let base: string;

beforeAll(async () => {
  // A build as vite leaves it, in miniature: index.html and one hashed asset.
  dir = mkdtempSync(join(tmpdir(), 'app-server-test-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), SCRIPT);
  // The default market's trade page shell, as the build writes it (scripts/prerender/page-shells.ts).
  const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));
  const trade = pageShells(INDEX.replace('<html>', '<html lang="en">'), { localesDir }).find((s) => s.fileName === TRADE_SHELL)!;
  mkdirSync(join(dir, dirname(TRADE_SHELL)), { recursive: true });
  writeFileSync(join(dir, TRADE_SHELL), trade.html);
  app = createAppServer({ dir, backend: true });
  base = await app.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request as sent (fetch would add its own Accept-Encoding and decode the body). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return gunzipSync(response.body).toString();
  return response.body.toString();
}

const json = (response: RawResponse) => JSON.parse(decoded(response)) as unknown;

function expectSecurityHeaders(response: RawResponse, what: string) {
  const expected = securityHeaders({ socketOrigin: base.replace('http:', 'ws:') });
  for (const [name, value] of Object.entries(expected)) expect(response.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
}

describe('npm run serve: the app server', () => {
  it('sends a hashed asset brotli-compressed when asked for br, gzip when only gzip, as it is otherwise', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['br', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['*', 'br'],
      [undefined, undefined],
      ['identity', undefined],
      ['deflate', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ];
    for (const [accept, encoding] of cases) {
      const response = await raw('/assets/app-abc123.js', accept === undefined ? {} : { 'Accept-Encoding': accept });
      expect(response.status, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length']), accept).toBe(response.body.length);
      if (encoding) expect(response.body.length, accept).toBeLessThan(SCRIPT.length / 3);
      expect(decoded(response), accept).toBe(SCRIPT);
    }
  });

  it('compresses a file once per encoding and answers later requests from memory', async () => {
    const first = {
      br: await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'br' }),
      gzip: await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' }),
    };
    // The one file over 1 kB, in two encodings (index.html is too small to compress).
    expect(app.files.compressed.compressions).toBe(2);
    const again = await Promise.all(
      [1, 2, 3].flatMap(() => ['br', 'gzip'].map((encoding) => raw('/assets/app-abc123.js', { 'Accept-Encoding': encoding }))),
    );
    expect(app.files.compressed.compressions).toBe(2);
    for (const response of again)
      expect(response.body.equals(first[response.headers['content-encoding'] as 'br' | 'gzip'].body)).toBe(true);
  });

  it('caches the hashed asset for a year, revalidates index.html and the app routes, all with the security headers', async () => {
    const asset = await raw('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expectSecurityHeaders(asset, 'asset');

    for (const path of ['/', '/index.html', '/en/trade/ETH-USDT', '/en/markets']) {
      const page = await raw(path, { Accept: 'text/html' });
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe(REVALIDATE);
      expect(page.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(decoded(page), path).toBe(INDEX);
      expectSecurityHeaders(page, path);
    }
    // The page's socket, ws://127.0.0.1:port/ws, is named in connect-src (besides 'self').
    expect(String(asset.headers['content-security-policy'])).toMatch(
      new RegExp(`connect-src 'self' [^;]* ws://127\\.0\\.0\\.1:${new URL(base).port}[;]`),
    );
  });

  it("answers the trade page's shell with its header's figures and the markets list they are drawn from, never cached", async () => {
    const page = await raw('/en/trade/BTC-USDT', { Accept: 'text/html', 'Accept-Encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(page, 'trade page');
    const html = decoded(page);
    const served = /<script type="application\/json" id="served-data">(.*?)<\/script>/.exec(html)?.[1];
    const answer = JSON.parse(served!) as { listTradeMarkets: { at: number; body: unknown } };
    const markets = ListTradeMarkets200Response.parse(answer.listTradeMarkets.body);
    const market = markets.data.find((m) => m.market === 'BTC-USDT')!;
    const last = formatDecimal(market.lastPrice, 'en', { min: market.moneyPrec, max: market.moneyPrec });
    expect(html).toContain(`<dd class="trade-header__last ${market.change.startsWith('-') ? 'down' : 'up'}">${last}</dd>`);
    expect(html).not.toContain('data-served="');
    // Every figure filled in, none left empty.
    expect(/<dl class="trade-header__figures">(.*?)<\/dl>/.exec(html)?.[1]).not.toContain('&nbsp;');
  });

  it('answers the mock exchange’s REST on the API’s paths, compressed like the files', async () => {
    const time = await raw('/v2/time', { Accept: 'application/json' });
    expect(time.status).toBe(200);
    expect(time.headers['content-type']).toMatch(/^application\/json/);
    expect(time.headers['cache-control']).toBe('no-store');
    expect(GetServerTime200Response.safeParse(json(time)).success).toBe(true);
    expectSecurityHeaders(time, 'REST');

    const markets = await raw('/v2/trade/markets', { Accept: 'application/json', 'Accept-Encoding': 'br' });
    expect(markets.status).toBe(200);
    expect(markets.headers['content-encoding']).toBe('br');
    const list = ListTradeMarkets200Response.parse(json(markets)).data;
    expect(list.map((market) => market.market)).toContain('BTC-USDT');

    // An API path no handler knows is the API's 404 (JSON), never index.html.
    const unknown = await raw('/v2/no-such-thing', { Accept: 'text/html' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
  });

  it('lets a person sign in with the demo account after a logout (the session lives in the server)', async () => {
    const post = (path: string, body?: unknown) =>
      raw(
        path,
        { 'Content-Type': 'application/json', Accept: 'application/json' },
        'POST',
        body === undefined ? undefined : JSON.stringify(body),
      );
    expect((await raw('/v2/settings')).status).toBe(200);
    expect((await post('/logout')).status).toBe(204);
    expect((await raw('/v2/settings')).status).toBe(401);
    const wrong = await post('/v2/login', { email: 'demo@meridian.example', password: 'not-the-password' });
    expect(wrong.status).toBe(422);
    const login = await post('/v2/login', { email: 'demo@meridian.example', password: 'demo-password' });
    expect(login.status).toBe(200);
    expect(json(login)).toMatchObject({ data: { twoFa: false } });
    expect((await raw('/v2/settings')).status).toBe(200);
  });

  it('gives a page its browser cookie; each browser is a session of its own, one ended from another is refused', async () => {
    const page = await raw('/settings/security/device-management', { Accept: 'text/html' });
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^demo-browser=[0-9a-f-]{36}$/);
    expect(String(page.headers['set-cookie'])).toMatch(/HttpOnly/);
    // Assets and a browser that has its cookie get none.
    expect((await raw('/assets/app-abc123.js')).headers['set-cookie']).toBeUndefined();
    expect((await raw('/', { Cookie: cookie })).headers['set-cookie']).toBeUndefined();
    const other = String((await raw('/', { Accept: 'text/html' })).headers['set-cookie']).split(';')[0]!;
    expect(other).not.toBe(cookie);

    const as = (who: string) => ({ Cookie: who, Accept: 'application/json' });
    type Row = { id: number; isCurrent: boolean };
    expect((await raw('/v2/settings', as(other))).status).toBe(200);
    const mine = json(await raw('/v2/settings/session', as(cookie))) as { data: Row[] };
    const theirs = json(await raw('/v2/settings/session', as(other))) as { data: Row[] };
    const otherId = theirs.data.find((s) => s.isCurrent)!.id;
    expect(mine.data.find((s) => s.id === otherId)).toMatchObject({ isCurrent: false });
    const ended = await raw(`/v2/settings/session/${otherId}/terminate`, { ...as(cookie), 'Content-Type': 'application/json' }, 'POST');
    expect(ended.status).toBe(204);
    expect((await raw('/v2/settings', as(other))).status).toBe(401);
    expect((await raw('/v2/settings', as(cookie))).status).toBe(200);
  });

  it('answers server.ping with pong on the trade socket at /ws', async () => {
    const socket = new WebSocket(`${base.replace('http:', 'ws:')}/ws`);
    try {
      const reply = await new Promise<unknown>((resolve, reject) => {
        socket.on('error', reject);
        socket.on('open', () => socket.send(JSON.stringify({ id: 1, method: 'server.ping', params: [] })));
        socket.on('message', (data) => {
          const frame = JSON.parse(String(data)) as { id?: number };
          // Pushed frames (none before a subscription) would carry no id 1.
          if (frame.id === 1) resolve(frame);
        });
      });
      expect(reply).toEqual({ id: 1, result: 'pong', error: null });
    } finally {
      socket.terminate();
    }
  });

  it('refuses a socket asked by another site’s page, and upgrades on other paths', async () => {
    const refused = (url: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(url, { headers });
        socket.on('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0);
          socket.terminate();
        });
        socket.on('open', () => reject(new Error(`${url} opened`)));
        socket.on('error', () => undefined);
      });
    const ws = base.replace('http:', 'ws:');
    expect(await refused(`${ws}/ws`, { Origin: 'https://evil.example' })).toBe(403);
    expect(await refused(`${ws}/socket`)).toBe(404);
  });
});

describe('the demo provider page (Google and Apple for npm run serve)', () => {
  const ask = (params: Record<string, string>) => raw(`/?${new URLSearchParams(params).toString()}`);
  const round = () => ({ demoProvider: 'apple', state: 'state-123', redirect_uri: `${base}/en/auth?provider=apple` });

  it('lists the demo accounts without a script, each choice a link of this page', async () => {
    const page = await ask(round());
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body.toString();
    expect(html).toContain('demo@meridian.example (no Apple yet)');
    expect(html).not.toContain('<script');
  });

  it('goes back to the redirect URI with the token and the state in the fragment', async () => {
    const chosen = await ask({ ...round(), email: 'demo@meridian.example' });
    expect(chosen.status).toBe(302);
    const location = new URL(String(chosen.headers.location));
    expect(location.href.startsWith(`${base}/en/auth?provider=apple#`)).toBe(true);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('state-123');
    const payload = JSON.parse(Buffer.from(fragment.get('id_token')!.split('.')[1]!, 'base64url').toString()) as { email: string };
    expect(payload.email).toBe('demo@meridian.example');
    const cancelled = await ask({ ...round(), cancel: '1' });
    expect(new URLSearchParams(new URL(String(cancelled.headers.location)).hash.slice(1)).get('error')).toBe('access_denied');
  });

  it('refuses a redirect URI of another site', async () => {
    expect((await ask({ ...round(), redirect_uri: 'https://evil.example/auth', email: 'demo@meridian.example' })).status).toBe(400);
  });
});
