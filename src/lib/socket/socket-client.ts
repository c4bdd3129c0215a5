/**
 * The app's one socket connection and the entry points the generated socket clients use: socketRequest (one
 * request, typed result), useSocketSubscription (a stream while mounted) and useSocketEvent (a pushed event while
 * mounted).
 *
 * The kernel (./socket-connection) and the app's socket wiring are not part of a page's first load: the app
 * names a loader (configureSocketOnDemand; src/main.tsx's waits for the frame that draws the page), and the
 * connection is made on the first request or subscription, made in an effect once the page has rendered. Its
 * code then loads alongside the socket token. Tests and tools make the connection at once with configureSocket
 * (./configure-socket).
 */
import { useEffect, useRef } from 'react';
import { useTransitionStore } from '../loading/transition-store';
import type { EventSpec, RequestSpec, SocketConnection, SocketLike, SubscriptionSpec } from './socket-connection';

export type { EventSpec, RequestSpec, SubscriptionSpec } from './socket-connection';

let connection: SocketConnection | undefined;
let pending: Promise<SocketConnection> | undefined;
let loader: (() => Promise<SocketConnection>) | undefined;
const statusListeners = new Set<() => void>();
let unwatchStatus: (() => void) | undefined;

function adopt(made: SocketConnection): SocketConnection {
  connection = made;
  unwatchStatus?.();
  unwatchStatus = made.onChange(() => statusListeners.forEach((listener) => listener()));
  statusListeners.forEach((listener) => listener());
  return made;
}

/** The app: the connection is made by `load` on first use (src/app/setup-socket.ts, imported then). */
export function configureSocketOnDemand(load: () => Promise<SocketConnection>): void {
  connection?.stop();
  connection = undefined;
  pending = undefined;
  loader = load;
}

/** Makes `made` the app's connection now, stopping any earlier one (configureSocket of ./configure-socket). */
export function installSocket(made: SocketConnection): SocketConnection {
  connection?.stop();
  pending = Promise.resolve(made);
  return adopt(made);
}

/** The connection, made on first call. */
export function whenTradeSocket(): Promise<SocketConnection> {
  if (!pending) {
    if (!loader) return Promise.reject(new Error('The trade socket is not configured: call configureSocketOnDemand() at start'));
    pending = loader().then(adopt, (error: unknown) => {
      // A failed chunk load is tried again by the next subscriber.
      pending = undefined;
      throw error;
    });
  }
  return pending;
}

/** The connection if it has been made (route changes release idle streams only then). */
export function currentTradeSocket(): SocketConnection | undefined {
  return connection;
}

/** The connection, for code that runs only once it exists (a stream's own events, tests). */
export function tradeSocket(): SocketConnection {
  if (!connection) throw new Error('The trade socket is not connected yet');
  return connection;
}

/** The browser's WebSocket behind the kernel's interface; the only place the app opens a socket. */
export function createBrowserSocket(url: string): SocketLike {
  return new WebSocket(url) as unknown as SocketLike;
}

export async function socketRequest<TParams, TResult>(spec: RequestSpec<TParams, TResult>, params: TParams): Promise<TResult> {
  const socket = await whenTradeSocket();
  socket.start();
  return socket.call(spec, params);
}

/** Runs `attach` with the started connection (at once when it exists); the returned cleanup detaches. */
function withSocket(attach: (socket: SocketConnection) => () => void): () => void {
  let detach: (() => void) | undefined;
  let done = false;
  const run = (socket: SocketConnection) => {
    if (done) return;
    socket.start();
    detach = attach(socket);
  };
  if (connection) run(connection);
  else whenTradeSocket().then(run, (error: unknown) => console.error('the trade socket could not be made', error));
  return () => {
    done = true;
    detach?.();
  };
}

export function useSocketSubscription<TParams, TEvent>(
  spec: SubscriptionSpec<TParams, TEvent>,
  params: TParams | null,
  onEvent: (event: TEvent) => void,
): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = params === null ? null : JSON.stringify(params);
  useEffect(() => {
    if (key === null) return;
    return withSocket((socket) => socket.subscribe(spec, JSON.parse(key) as TParams, (event) => handler.current(event)));
  }, [spec, key]);
}

export function useSocketEvent<TData>(spec: EventSpec<TData>, onEvent: (data: TData) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => withSocket((socket) => socket.listen(spec, (data) => handler.current(data))), [spec]);
}

const socketStatusCode = () => (connection ? connection.status * 10 + connection.authStatus : 0);

/** The connection's status (0 initial, 1 connecting, 2 open) and authorization (0-3), for indicators. */
export function useSocketStatus(): { status: number; auth: number } {
  const status = useTransitionStore(watchSocketStatus, socketStatusCode);
  return { status: Math.floor(status / 10), auth: status % 10 };
}

/** Calls the listener whenever the connection changes (made, status, authorization, its streams' health). */
export function watchSocketStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}
