/**
 * The socket mock on a real WebSocket server (the `ws` package), loopback only: for tests, `npm run mock` and the
 * conformance checker. One MockSocketHub serves every connection; it ticks every `tickMs` (100 ms, the published
 * depth cadence) unless tickMs is 0, when the caller drives hub.tick() itself.
 */
import { WebSocketServer, type WebSocket } from 'ws';
import { MockSocketHub, type MockSocketHubOptions } from './hub';

export interface SocketMockServerOptions {
  port: number;
  /** A loopback address: 127.0.0.1 (default), ::1 or localhost. Anything else is refused. */
  host?: string;
  /** The socket's path (default /ws, as the contract's server). */
  path?: string;
  /** A hub to serve (shared with a mock exchange); default a new one with hubOptions. */
  hub?: MockSocketHub;
  hubOptions?: MockSocketHubOptions;
  /** Simulation step period in ms; 0 leaves ticking to the caller. Default 100. */
  tickMs?: number;
}

export interface SocketMockServer {
  /** ws://host:port/path */
  url: string;
  port: number;
  hub: MockSocketHub;
  /** Open connections. */
  connections(): number;
  /** Cuts every connection without a closing handshake. */
  dropConnections(): void;
  close(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Serves one WebSocket as a session of `hub`: text frames both ways, the session closed with the socket. The socket
 * is in `open` while it lives (so a server can cut every connection when it closes).
 */
export function serveHubSocket(hub: MockSocketHub, socket: WebSocket, open: Set<WebSocket>): void {
  open.add(socket);
  const session = hub.connect({
    send: (text) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    },
    close: (code, reason) => socket.close(code, reason),
    terminate: () => socket.terminate(),
  });
  socket.on('message', (data, isBinary) => {
    if (!isBinary) session.receive(data.toString());
  });
  socket.on('close', () => {
    open.delete(socket);
    session.close();
  });
  socket.on('error', () => undefined);
}

export async function startSocketMockServer(options: SocketMockServerOptions): Promise<SocketMockServer> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK.has(host)) throw new Error(`The socket mock listens on loopback only, not on ${host}`);
  const path = options.path ?? '/ws';
  const hub = options.hub ?? new MockSocketHub(options.hubOptions);
  const sockets = new Set<WebSocket>();
  const server = new WebSocketServer({ host, port: options.port, path });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.on('error', () => undefined);
  server.on('connection', (socket) => serveHubSocket(hub, socket, sockets));
  const tickMs = options.tickMs ?? 100;
  const ownsTimer = tickMs > 0;
  if (ownsTimer) hub.start(tickMs);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `ws://${host.includes(':') ? `[${host}]` : host}:${port}${path}`,
    port,
    hub,
    connections: () => sockets.size,
    dropConnections: () => hub.dropAll(),
    close: async () => {
      if (ownsTimer) hub.stop();
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
