/**
 * The socket mock in the browser: MSW `ws.link()` handlers (msw 2.15) that answer the app's socket from a
 * MockSocketHub, for the in-browser demo. The embedded mock backend adds them beside the REST handlers:
 * `setupWorker(...mockHandlers(), ...socketMockHandlers())`.
 */
import { ws } from 'msw';
import { MockSocketHub, type MockSocketHubOptions } from './hub';
import type { TrackedSocket } from '../faults';

export interface SocketMockHandlersOptions {
  /** The socket URL to intercept (a string with MSW wildcards, or a RegExp). Default: any host's /ws. */
  url?: string | RegExp;
  /** A hub to serve (shared with a mock exchange); default a new one with hubOptions. */
  hub?: MockSocketHub;
  hubOptions?: MockSocketHubOptions;
  /** Simulation step period in ms, started at the first connection. Default 100. */
  tickMs?: number;
  /** A dropped or silent socket on demand (mocks/faults.ts): refused connections, the open ones to close or mute. */
  faults?: { socketRefused(): boolean; trackSocket(socket: TrackedSocket): () => void };
}

/** Text of a frame as MSW hands it over (the app sends strings; binary frames are decoded as UTF-8). */
function text(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return new TextDecoder().decode(data as ArrayBuffer);
  return undefined;
}

/**
 * What the page's app did on the socket since the page loaded: connections opened and the methods it called,
 * in order. Browser tests read it (`window.__mockSocketTraffic`) to prove that a move inside the app keeps the
 * one connection; MSW answers the socket inside the page, so the browser's own WebSocket events do not see it.
 */
export interface MockSocketTraffic {
  connections: number;
  methods: string[];
}

declare global {
  interface Window {
    __mockSocketTraffic?: MockSocketTraffic;
  }
}

function methodOf(frame: string): string | undefined {
  try {
    const method = (JSON.parse(frame) as { method?: unknown }).method;
    return typeof method === 'string' ? method : undefined;
  } catch {
    return undefined;
  }
}

export function socketMockHandlers(options: SocketMockHandlersOptions = {}) {
  const hub = options.hub ?? new MockSocketHub(options.hubOptions);
  const link = ws.link(options.url ?? /^wss?:\/\/[^/]+\/ws$/);
  const traffic: MockSocketTraffic = { connections: 0, methods: [] };
  if (typeof window !== 'undefined') window.__mockSocketTraffic = traffic;
  const handler = link.addEventListener('connection', ({ client }) => {
    traffic.connections++;
    const dropWith = () => client.close(4000, 'The demo dropped the connection.');
    if (options.faults?.socketRefused()) return dropWith();
    let silent = false;
    const untrack = options.faults?.trackSocket({ close: dropWith, silence: () => void (silent = true) });
    hub.start(options.tickMs ?? 100);
    const session = hub.connect({
      send: (frame) => {
        if (!silent) client.send(frame);
      },
      // Browsers allow only 1000 and 3000-4999 as close codes; the engine uses 4xxx.
      close: (code, reason) => client.close(code === undefined || code === 1000 || code >= 3000 ? code : 4000, reason),
    });
    client.addEventListener('message', (event) => {
      const frame = text(event.data);
      if (frame === undefined || silent) return;
      const method = methodOf(frame);
      if (method) traffic.methods.push(method);
      session.receive(frame);
    });
    client.addEventListener('close', () => {
      untrack?.();
      session.close();
    });
  });
  return [handler];
}
