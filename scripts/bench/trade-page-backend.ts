/**
 * The backend of the trade-page benchmark: one loopback HTTP server that serves a built app (a production build:
 * no msw in the page) and answers it like the embedded demo does, from outside the page:
 *
 * - static files of the build, and index.html for every other page address (the app's own routing);
 * - REST through the mock backend's MSW handlers (mocks/handlers.ts: the stateful mock exchange, then the
 *   generated handlers), resolved in Node with msw's getResponse, so every body is the one the demo serves;
 * - the trade socket on /ws (the production build's default, same origin) as a real WebSocket speaking the
 *   mock exchange's MockSocketHub, so frames travel through the browser's WebSocket into the socket kernel.
 *
 * The hub is exposed so a benchmark can push frames on an open subscription (see trade-page-flood.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { getResponse } from 'msw';
import { WebSocketServer, type WebSocket } from 'ws';
import { createMockExchange } from '../../mocks/create-exchange';
import { memoryStore } from '../../mocks/exchange/storage';
import type { MockExchange } from '../../mocks/exchange/mock-exchange';
import { mockHandlers } from '../../mocks/handlers';
import type { MockSocketHub, MockSocketSession } from '../../mocks/socket/hub';
import { serveHubSocket } from '../../mocks/socket/node-server';

const HOST = '127.0.0.1';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface TradeBackend {
  /** http://127.0.0.1:port */
  url: string;
  exchange: MockExchange;
  hub: MockSocketHub;
  /** The hub's sessions of open page connections. */
  sessions(): readonly MockSocketSession[];
  close(): Promise<void>;
}

export interface TradeBackendOptions {
  /** The build's output folder. */
  root: string;
  /** 0 picks a free port. */
  port?: number;
  /** The hub's simulation period (ms), as the demo's 100. */
  tickMs?: number;
}

async function body(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

export async function startTradeBackend(options: TradeBackendOptions): Promise<TradeBackend> {
  const root = normalize(options.root);
  const exchange = createMockExchange(memoryStore());
  const hub = exchange.hub;
  const handlers = mockHandlers(exchange);
  const index = await readFile(join(root, 'index.html'));

  async function staticFile(pathname: string): Promise<Buffer | undefined> {
    const file = normalize(join(root, decodeURIComponent(pathname)));
    if (file !== root && !file.startsWith(root + sep)) return undefined;
    try {
      if (!(await stat(file)).isFile()) return undefined;
      return await readFile(file);
    } catch {
      return undefined;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const file = url.pathname === '/' ? undefined : await staticFile(url.pathname);
    if (file) {
      res.writeHead(200, {
        'content-type': TYPES[extname(url.pathname)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(file);
      return;
    }
    const navigation = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (!navigation) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
      }
      const payload = await body(req);
      const request = new Request(`http://${req.headers.host ?? HOST}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: payload && payload.length > 0 ? new Uint8Array(payload) : undefined,
      });
      const answer = await getResponse(handlers, request);
      if (answer) {
        const out: Record<string, string | string[]> = {};
        answer.headers.forEach((value, name) => {
          if (name === 'set-cookie') return;
          out[name] = value;
        });
        const cookies = answer.headers.getSetCookie();
        if (cookies.length) out['set-cookie'] = cookies;
        res.writeHead(answer.status, out);
        res.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      if (/^\/(v\d|api|internal|oauth2)\//.test(url.pathname)) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"message":"Not found"}');
        return;
      }
    }
    res.writeHead(200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-store' });
    res.end(index);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', `http://${HOST}`).pathname !== '/ws') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => serveHubSocket(hub, ws, sockets));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => resolve());
  });
  hub.start(options.tickMs ?? 100);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${port}`,
    exchange,
    hub,
    sessions: () => hub.sessions,
    close: async () => {
      hub.stop();
      for (const ws of sockets) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
