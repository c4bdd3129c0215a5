/**
 * The mock exchange behind `npm run serve` and the trade-page bench (app-server.ts), over real HTTP and WebSocket
 * on the page's own origin, as a production build expects its backend (.env.production: REST and /ws same-origin):
 *
 * - REST through the demo's MSW handlers (mocks/handlers.ts: the stateful mock exchange and its ledger, then the
 *   unanswered handler), resolved in Node with msw's getResponse: every body is the one the in-page demo serves;
 * - the trade socket on /ws, each connection a session of the exchange's MockSocketHub.
 *
 * One exchange per process, in memory (memoryStore): it starts from the seed on every start, and every visitor shares
 * its one demo account, signed in at start like the demo (a logout holds until someone logs in again with
 * demo@meridian.example / demo-password). Each browser is a session of its own (mocks/exchange/browser-sessions.ts),
 * told apart by the `demo-browser` cookie the server gives a page (app-server.ts): ending one in Settings → Security →
 * Devices logs that browser out at its next request. The REST answers are made one at a time, each with its
 * browser's store bound, so one browser's request never runs as another's.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import { WebSocketServer, type WebSocket } from 'ws';
import { createMockExchange } from '../../mocks/create-exchange';
import type { MockExchange } from '../../mocks/exchange/mock-exchange';
import { memoryStore, type KeyValueStore } from '../../mocks/exchange/storage';
import { mockHandlers } from '../../mocks/handlers';
import { operationOf } from '../../mocks/ledger/unanswered';
import type { MockSocketHub, MockSocketSession } from '../../mocks/socket/hub';
import { serveHubSocket } from '../../mocks/socket/node-server';

/** The socket's path: the production build's default (src/lib/config/runtime-config.ts). */
export const SOCKET_PATH = '/ws';
/** The API's path prefixes (contracts/openapi: web /v2, /v3, public /api/v4, internal, OAuth). */
const API_PREFIX = /^\/(v\d+|api|internal|oauth2)\//;
/** No call of the contract sends more; a larger body is refused before it is read whole. */
const MAX_BODY_BYTES = 1_000_000;
/** The cookie that tells the server's browsers apart (set by app-server.ts on a page; HttpOnly, never read by the app). */
export const BROWSER_COOKIE = 'demo-browser';
/** Browsers remembered at most (the oldest is forgotten: it comes back as a new session). */
const MAX_BROWSERS = 1_000;

/** The browser a request comes from: its `demo-browser` cookie, if it has a well-formed one. */
export function browserOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === BROWSER_COOKIE && value && /^[0-9a-f-]{36}$/.test(value)) return value;
  }
  return undefined;
}

export interface MockBackendOptions {
  /** The hub's simulation period in ms (order book, trades, fills), as the demo's 100. */
  tickMs?: number;
}

export interface MockBackend {
  readonly exchange: MockExchange;
  readonly hub: MockSocketHub;
  /** The hub's sessions of open page connections. */
  sessions(): readonly MockSocketSession[];
  /** A call of the exchange's API, answered here and never by a file or index.html (the pathname decoded). */
  isApiCall(method: string, pathname: string): boolean;
  /** The exchange's answer; 404 for an API path no handler knows, 413 for a body over 1 MB. */
  answer(request: IncomingMessage): Promise<Response>;
  /** The exchange's answer to a GET of `path` by the browser of `cookieHeader` (the server's own call). */
  get(path: string, cookieHeader: string | undefined): Promise<Response>;
  /** Takes over an upgrade request of /ws as a socket session. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Starts the simulation's clock (the server does once it listens). */
  start(): void;
  /** Stops the clock and cuts every socket. */
  close(): void;
}

class TooLarge extends Error {}

/** No handler answered: the API's 404. */
const orNotFound = (answer: Response | undefined): Response => answer ?? Response.json({ message: 'Not found' }, { status: 404 });

async function readBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new TooLarge();
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of request) {
    size += (part as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new TooLarge();
    parts.push(part as Buffer);
  }
  return size > 0 ? new Uint8Array(Buffer.concat(parts)) : undefined;
}

function toFetchRequest(request: IncomingMessage, body: Uint8Array<ArrayBuffer> | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // Only the path matters to the handlers (they match `*/v2/...`); the host is the one the page used.
  return new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, {
    method: request.method,
    headers,
    body,
  });
}

export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const exchange = createMockExchange(memoryStore());
  const hub = exchange.hub;
  const handlers: RequestHandler[] = mockHandlers(exchange);
  // Between requests (the simulation's clock) no browser is bound.
  exchange.sessions.bind(undefined);
  const browsers = new Map<string, KeyValueStore>();
  const storeOf = (browser: string | undefined): KeyValueStore | undefined => {
    if (browser === undefined) return undefined;
    let store = browsers.get(browser);
    if (!store) {
      if (browsers.size >= MAX_BROWSERS) browsers.delete(browsers.keys().next().value!);
      store = memoryStore();
      browsers.set(browser, store);
    }
    return store;
  };
  let queue: Promise<unknown> = Promise.resolve();
  /** The answer of one request, after the ones before it, with its browser bound while it is made. */
  const inTurn = (request: Request, browser: string | undefined): Promise<Response | undefined> => {
    const turn = queue.then(async () => {
      exchange.sessions.bind(storeOf(browser));
      try {
        return await getResponse(handlers, request);
      } finally {
        exchange.sessions.bind(undefined);
      }
    });
    queue = turn.catch(() => undefined);
    return turn;
  };
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true });

  return {
    exchange,
    hub,
    sessions: () => hub.sessions,
    isApiCall: (method, pathname) => API_PREFIX.test(pathname) || operationOf(method, pathname) !== undefined,
    async answer(request) {
      let body: Uint8Array<ArrayBuffer> | undefined;
      try {
        body = await readBody(request);
      } catch (error) {
        if (error instanceof TooLarge) return Response.json({ message: 'Payload Too Large' }, { status: 413 });
        throw error;
      }
      return orNotFound(await inTurn(toFetchRequest(request, body), browserOf(request.headers.cookie)));
    },
    async get(path, cookieHeader) {
      const request = new Request(`http://localhost${path}`, { headers: cookieHeader ? { cookie: cookieHeader } : {} });
      return orNotFound(await inTurn(request, browserOf(cookieHeader)));
    },
    upgrade(request, socket, head) {
      wss.handleUpgrade(request, socket, head, (ws) => serveHubSocket(hub, ws, sockets));
    },
    start: () => hub.start(options.tickMs ?? 100),
    close() {
      hub.stop();
      for (const ws of sockets) ws.terminate();
      wss.close();
    },
  };
}
