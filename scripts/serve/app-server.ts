/**
 * The one server of a built app (`npm run serve`, cli.ts; the trade-page bench): the closest thing to production
 * that runs here. On one origin, over node:http:
 *
 * - the security headers of the deployment docs on every answer (security-headers.ts, docs/security-headers.md);
 * - the build's files (static-files.ts): index.html for the app's routes, hashed assets/ immutable for a year,
 *   the rest revalidated, text brotli- or gzip-compressed by Accept-Encoding and kept compressed in memory;
 * - optionally the mock exchange as the backend (mock-backend.ts): the API's paths answered by its REST handlers,
 *   /ws upgraded to its trade socket, and a page's first answer gives the browser the cookie that makes it a session
 *   of its own there; the trade page's shell then comes with its header's figures filled in (served-figures.ts).
 *   Without it, the server is static only, as behind a proxy that sends the API elsewhere.
 */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { servedDemoProvider } from '../../mocks/demo-provider/served-page';
import { authState } from '../../mocks/ledger/auth/state';
import { compressFast, isCompressible, MIN_COMPRESS_BYTES, negotiateEncoding } from './compression.ts';
import { BROWSER_COOKIE, browserOf, createMockBackend, SOCKET_PATH, type MockBackend } from './mock-backend.ts';
import { SERVED_PATH, servedPair, withServedFigures } from './served-figures.ts';
import { isSocketOrigin, securityHeaders, type SecurityHeaderOptions } from './security-headers.ts';
import { NO_STORE, sendText, staticFiles, type StaticFiles } from './static-files.ts';

export interface AppServerOptions {
  /** The built app (vite's outDir). */
  dir: string;
  /** The header set's inputs (the build's environment). HSTS and the page's own socket are added per request. */
  headers?: Omit<SecurityHeaderOptions, 'hsts' | 'socketOrigin'>;
  /** Serve the mock exchange's REST and socket beside the files. */
  backend: boolean;
  /** The mock exchange's simulation period in ms (default 100, as the demo). */
  tickMs?: number;
  /** Cache-Control: no-store on every file (a benchmark that measures each visit's loads); production caching otherwise. */
  noStore?: boolean;
}

export interface AppServer {
  readonly server: Server;
  readonly files: StaticFiles;
  /** The mock exchange, when the server has the backend. */
  readonly backend: MockBackend | undefined;
  /** Listens (port 0: a free one) and starts the backend's clock; resolves to the server's http:// URL. */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** Headers of a response that a proxy or this server sets itself: the backend's answer does not carry them over. */
const HOP_HEADERS = new Set(['connection', 'content-encoding', 'content-length', 'keep-alive', 'set-cookie', 'transfer-encoding']);

/**
 * The request reached the site over https, through a TLS-terminating proxy that says so. (Browsers ignore HSTS
 * received over plain http anyway, so a forged header gains nothing.)
 */
function overHttps(request: IncomingMessage): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  return (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() === 'https';
}

/**
 * A browser's socket from a page of this origin (Origin's host is the Host the socket was asked of). A page of
 * another site cannot open the trade socket in its visitors' name; clients without Origin (tools, tests) may.
 */
function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    const from = new URL(origin);
    return new URL(`${from.protocol}//${request.headers.host ?? ''}`).host === from.host;
  } catch {
    return false;
  }
}

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.on('error', () => undefined);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function createAppServer(options: AppServerOptions): AppServer {
  const files = staticFiles({ dir: options.dir, noStore: options.noStore });
  const backend = options.backend ? createMockBackend({ tickMs: options.tickMs }) : undefined;

  // The header set differs only by https (HSTS) and by the host the page was asked as (its socket's origin in
  // connect-src): built once per pair, not per request. Bounded, as the Host header is the client's to choose.
  const headerSets = new Map<string, Record<string, string>>();
  function headersFor(request: IncomingMessage): Record<string, string> {
    const https = overHttps(request);
    // The socket the page opens: the page's own host, ws: or wss: as the page's scheme (runtime-config.ts).
    const candidate = `${https ? 'wss' : 'ws'}://${request.headers.host ?? ''}`;
    const socketOrigin = isSocketOrigin(candidate) ? candidate.toLowerCase() : undefined;
    const key = `${https}|${socketOrigin ?? ''}`;
    let headers = headerSets.get(key);
    if (!headers) {
      if (headerSets.size >= 64) headerSets.clear();
      headers = securityHeaders({ ...options.headers, hsts: https, socketOrigin });
      headerSets.set(key, headers);
    }
    return headers;
  }

  async function answerApi(request: IncomingMessage, response: ServerResponse, mock: MockBackend): Promise<void> {
    const answer = await mock.answer(request);
    const body = Buffer.from(await answer.arrayBuffer());
    const headers: OutgoingHttpHeaders = { 'cache-control': NO_STORE };
    answer.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) headers[name] = value;
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies;
    await send(request, response, answer.status, headers, body, isCompressible(answer.headers.get('content-type') ?? undefined));
  }

  /** Sends `body`, brotli- or gzip-compressed by Accept-Encoding when it is compressible and worth it (over 1 kB). */
  async function send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    headers: OutgoingHttpHeaders,
    body: Buffer,
    compressible: boolean,
  ): Promise<void> {
    let payload = body;
    if (compressible && body.length >= MIN_COMPRESS_BYTES) {
      headers.vary = 'Accept-Encoding';
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') {
        payload = await compressFast(body, encoding);
        headers['content-encoding'] = encoding;
      }
    }
    const bodiless = status === 204 || status === 304;
    if (!bodiless) headers['content-length'] = payload.length;
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' || bodiless ? undefined : payload);
  }

  /** The trade page's shell with its figures from the exchange, made per request (never cached); undefined for any other page. */
  async function servedPage(request: IncomingMessage, pathname: string, mock: MockBackend): Promise<string | undefined> {
    const html = await files.shellHtml(pathname);
    if (!html || !servedPair(html)) return undefined;
    const answer = await mock.get(SERVED_PATH, request.headers.cookie);
    if (!answer.ok) return html;
    const locale = /<html lang="([a-z-]+)"/i.exec(html)?.[1] ?? 'en';
    return withServedFigures(html, locale, await answer.json(), Date.now());
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(headersFor(request))) response.setHeader(name, value);
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      return sendText(request, response, 400, 'Bad Request\n');
    }
    const method = request.method ?? 'GET';
    // The API's paths are the backend's, whatever the method; a file never answers them.
    if (backend?.isApiCall(method, pathname)) return answerApi(request, response, backend);
    if (method !== 'GET' && method !== 'HEAD') return sendText(request, response, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
    // The mock exchange's stand-in for Google and Apple (the production build has none of the demo's own).
    if (backend && pathname === '/') {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.searchParams.has('demoProvider')) {
        const origin = `${overHttps(request) ? 'https' : 'http'}://${request.headers.host ?? ''}`;
        const accounts = authState(backend.exchange.ledger).users.flatMap((u) =>
          u.email
            ? [{ email: u.email, linked: u.providers.includes(url.searchParams.get('demoProvider') === 'apple' ? 'apple' : 'google') }]
            : [],
        );
        const answer = servedDemoProvider(url, origin, accounts);
        if (answer.status === 400) return sendText(request, response, 400, answer.text);
        if (answer.status === 302) {
          response.writeHead(302, { Location: answer.location, 'Cache-Control': NO_STORE });
          return void response.end();
        }
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_STORE });
        return void response.end(request.method === 'HEAD' ? undefined : answer.html);
      }
    }
    // A browser new to the mock exchange gets its cookie with the page, before it makes any call: each browser is a
    // session of its own there (mock-backend.ts).
    if (backend && !pathname.startsWith('/assets/') && browserOf(request.headers.cookie) === undefined)
      response.setHeader('Set-Cookie', `${BROWSER_COOKIE}=${randomUUID()}; Path=/; HttpOnly; SameSite=Lax`);
    const served = backend && !pathname.startsWith('/assets/') ? await servedPage(request, pathname, backend) : undefined;
    if (served)
      return send(
        request,
        response,
        200,
        { 'content-type': 'text/html; charset=utf-8', 'cache-control': NO_STORE },
        Buffer.from(served),
        true,
      );
    return files.serve(request, response, pathname);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(`serve: ${request.method} ${request.url}: ${(error as Error)?.stack ?? String(error)}`);
      if (!response.headersSent) sendText(request, response, 500, 'Internal Server Error\n');
      else response.destroy();
    });
  });

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    let pathname: string | undefined;
    try {
      pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    } catch {
      pathname = undefined;
    }
    if (!backend || pathname !== SOCKET_PATH) return refuseUpgrade(socket, 404, 'Not Found');
    if (!sameOrigin(request)) return refuseUpgrade(socket, 403, 'Forbidden');
    backend.upgrade(request, socket, head);
  });

  return {
    server,
    files,
    backend,
    listen: (port = 0, host = '127.0.0.1') =>
      new Promise<string>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          backend?.start();
          const actual = (server.address() as AddressInfo).port;
          resolve(`http://${host.includes(':') ? `[${host}]` : host}:${actual}`);
        });
      }),
    close: async () => {
      backend?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
