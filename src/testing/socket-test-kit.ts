/**
 * Test kit of the socket kernel: a scripted fake socket and an environment whose reactions are spies. Only tests
 * import it.
 */
import { vi } from 'vitest';
import { accountSocketEvents } from '../../generated/socket/account-socket.protocol';
import { tradeSocketEvents } from '../../generated/socket/trade-socket.protocol';
import { webSocketEvents } from '../../generated/socket/web-socket.protocol';
import { SocketConnection, type SocketEnvironment, type SocketLike } from '../lib/socket/socket-connection';

export interface SentFrame {
  id: number;
  method: string;
  params: unknown;
}

export class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  readonly sent: SentFrame[] = [];
  closedByClient = false;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as SentFrame);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  // ---- the server's side
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  drop(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }

  push(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  /** The frames sent with this method. */
  frames(method: string): SentFrame[] {
    return this.sent.filter((f) => f.method === method);
  }

  last(method: string): SentFrame {
    const frames = this.frames(method);
    if (!frames.length) throw new Error(`no ${method} sent; sent: ${this.sent.map((f) => f.method).join(', ')}`);
    return frames[frames.length - 1]!;
  }

  reply(method: string, result: unknown): void {
    this.push({ id: this.last(method).id, result, error: null });
  }

  fail(method: string, code: number, message = 'error'): void {
    this.push({ id: this.last(method).id, result: null, error: { code, message } });
  }
}

export function createKit(options: { token?: () => Promise<string | undefined>; random?: () => number } = {}) {
  const sockets: FakeSocket[] = [];
  const onlineListeners = new Set<() => void>();
  const reactions = {
    tooManyRequests: vi.fn(),
    authorizationFailed: vi.fn(),
    badFrame: vi.fn(),
    listenerFailed: vi.fn(),
  };
  const env: SocketEnvironment = {
    url: () => 'ws://127.0.0.1/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    token: options.token ?? (async () => undefined),
    events: { ...tradeSocketEvents, ...accountSocketEvents, ...webSocketEvents },
    random: options.random ?? (() => 0),
    onOnline: (listener) => {
      onlineListeners.add(listener);
      return () => onlineListeners.delete(listener);
    },
    reactions,
  };
  const connection = new SocketConnection(env);
  return {
    connection,
    env,
    reactions,
    sockets,
    /** The socket opened last. */
    get socket(): FakeSocket {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error('no socket yet');
      return socket;
    },
    goOnline: () => {
      for (const l of [...onlineListeners]) l();
    },
  };
}
