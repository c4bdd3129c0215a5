/**
 * The app's one socket connection and the entry points the generated socket clients use: socketRequest (one
 * request, typed result), useSocketSubscription (a stream while mounted) and useSocketEvent (a pushed event while
 * mounted).
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  SocketConnection,
  type EventSpec,
  type RequestSpec,
  type SocketEnvironment,
  type SocketLike,
  type SubscriptionSpec,
} from './socket-connection';

export type { EventSpec, RequestSpec, SubscriptionSpec } from './socket-connection';

let connection: SocketConnection | undefined;

/** Creates the connection with the app's environment (src/app/setup-socket.ts) or a test's. */
export function configureSocket(env: SocketEnvironment): SocketConnection {
  connection?.stop();
  connection = new SocketConnection(env);
  return connection;
}

export function tradeSocket(): SocketConnection {
  if (!connection) throw new Error('The trade socket is not configured: call configureSocket() at start');
  return connection;
}

/** The browser's WebSocket behind the kernel's interface; the only place the app opens a socket. */
export function createBrowserSocket(url: string): SocketLike {
  return new WebSocket(url) as unknown as SocketLike;
}

export function socketRequest<TParams, TResult>(spec: RequestSpec<TParams, TResult>, params: TParams): Promise<TResult> {
  const socket = tradeSocket();
  socket.start();
  return socket.call(spec, params);
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
    const socket = tradeSocket();
    socket.start();
    return socket.subscribe(spec, JSON.parse(key) as TParams, (event) => handler.current(event));
  }, [spec, key]);
}

export function useSocketEvent<TData>(spec: EventSpec<TData>, onEvent: (data: TData) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    const socket = tradeSocket();
    socket.start();
    return socket.listen(spec, (data) => handler.current(data));
  }, [spec]);
}

/** The connection's status (0 initial, 1 connecting, 2 open) and authorization (0-3), for indicators. */
export function useSocketStatus(): { status: number; auth: number } {
  const socket = tradeSocket();
  const status = useSyncExternalStore(
    (listener) => socket.onChange(listener),
    () => socket.status * 10 + socket.authStatus,
  );
  return { status: Math.floor(status / 10), auth: status % 10 };
}
