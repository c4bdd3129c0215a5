import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';
import { createAppServer, type AppServer } from './app-server';
import { IMMUTABLE, REVALIDATE } from './static-files';

const INDEX = '<!doctype html><title>app</title><div id="root"></div>';
const SHELL = '<!doctype html><title>app</title><div id="page-shell">Markets</div><div id="root"></div>';
const SCRIPT = `export const big = ${JSON.stringify('x'.repeat(4000))};\n`;

let parent: string;
let dir: string;
let app: AppServer;
let base: string;
const ENV = { VITE_API_BASE: 'https://api.meridian.example/v2' };

beforeAll(async () => {
  // The build in parent/dist, and a file beside it that no request may reach.
  parent = mkdtempSync(join(tmpdir(), 'serve-test-'));
  dir = join(parent, 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-AbC123.css'), 'body{margin:0}');
  mkdirSync(join(dir, 'en', 'markets'), { recursive: true });
  writeFileSync(join(dir, 'en', 'markets', 'index.html'), SHELL);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(parent, 'outside.txt'), 'secret');
  // Static only: the files' side of the app server (app-server.test.ts covers the mock exchange beside them).
  app = createAppServer({ dir, headers: { env: ENV }, backend: false });
  base = await app.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await app?.close();
  rmSync(parent, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: 'manual', ...init });

describe('npm run serve: the files', () => {
  it('sends the security headers, with the page’s own socket in connect-src, without HSTS over plain http', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const socketOrigin = base.replace('http:', 'ws:');
    const expected = securityHeaders({ env: ENV, socketOrigin });
    for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' wss://meridian.example");
    expect(response.headers.get('content-security-policy')).toContain(` https://api.meridian.example ${socketOrigin};`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS and names the wss: socket when a TLS-terminating proxy says the request came over https', async () => {
    const response = await get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toContain(` ${base.replace('http:', 'wss:')};`);
  });

  it('leaves a Host header that is no plain host out of the policy', async () => {
    for (const host of ['evil.example; script-src *', 'a/b', 'two words']) {
      const response = await rawGet('/', { host });
      expect(response.status, host).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, host).toContain("script-src 'self';");
      expect(csp, host).not.toContain('evil');
      expect(csp, host).toMatch(/ https:\/\/api\.meridian\.example; worker-src/);
    }
  });

  it('answers the app routes with index.html, never cached', async () => {
    for (const path of ['/', '/index.html', '/trade/BTC-USDT', '/tr/markets', '/trade/BTC-USDT?x=1']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), path).toBe(REVALIDATE);
      expect(await response.text(), path).toBe(INDEX);
    }
  });

  it("answers a landing page that has a page shell with the shell's HTML (scripts/prerender), never cached", async () => {
    for (const path of ['/en/markets', '/en/markets/']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), path).toBe(REVALIDATE);
      expect(await response.text(), path).toBe(SHELL);
    }
  });

  it('serves files with their content type; hashed assets are cached for a year', async () => {
    const script = await get('/assets/index-AbC123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    const style = await get('/assets/index-AbC123.css');
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe(REVALIDATE);
  });

  it('answers 404, not index.html, for a missing asset or file', async () => {
    for (const path of ['/assets/index-Missing.js', '/assets/chunk', '/missing.js', '/robots.txt']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'");
    }
  });

  it('compresses text for browsers that take it, and revalidates with the ETag', async () => {
    // fetch() adds Accept-Encoding and decodes; the raw bytes show what was sent.
    const zipped = await get('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(await zipped.text()).toBe(SCRIPT);
    const raw = await rawGet('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(Number(raw.headers['content-length'])).toBeLessThan(SCRIPT.length / 10);
    expect(gunzipSync(raw.body).toString()).toBe(SCRIPT);
    const plain = await rawGet('/assets/index-AbC123.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    // Small files are sent as they are.
    expect((await rawGet('/assets/index-AbC123.css', { 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBeUndefined();

    const etag = zipped.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/assets/index-AbC123.js', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('compresses every text file of 1 kB or more ahead of its first request, once', async () => {
    // index-AbC123.js only: the stylesheet, the icon and index.html are under 1 kB.
    expect(await app.files.precompress()).toMatchObject({ files: 1, bytes: SCRIPT.length });
    const done = app.files.compressed.compressions;
    await app.files.precompress();
    expect(app.files.compressed.compressions).toBe(done);
  });

  it('answers HEAD without a body, refuses other methods and paths outside the build', async () => {
    const head = await get('/trade/BTC-USDT', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(INDEX.length));
    const post = await get('/', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    for (const path of ['/%2e%2e/outside.txt', '/..%2foutside.txt', '/assets/..%2f..%2foutside.txt', '/assets/%00.js', '/%E0%A4%A']) {
      const response = await rawGet(path, {});
      expect([400, 404], path).toContain(response.status);
      expect(response.body.toString()).not.toContain('secret');
    }
  });
});

/** A GET of the path exactly as written, without fetch's decoding and URL normalisation. */
function rawGet(path: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ hostname, port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
