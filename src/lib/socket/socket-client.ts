/**
 * The app's one trade-socket connection and the two entry points the generated socket client uses:
 * socketRequest (one request, typed result) and useSocketSubscription (a stream while mounted).
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ZodType } from 'zod';
import { SocketConnection, type SocketEnvironment, type SubscriptionSpec } from './socket-connection';

export type { SubscriptionSpec } from './socket-connection';

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

export function socketRequest<T>(method: string, params: unknown, result: ZodType<T>): Promise<T> {
  const socket = tradeSocket();
  socket.start();
  return socket.request(method, params, result);
}

export function useSocketSubscription<TParams, TEvent>(
  spec: SubscriptionSpec<TParams, TEvent>,
  params: TParams | null,
  onEvent: (event: TEvent) => void,
): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const key = params === null ? null : JSON.stringify(params);
  useEffect(() => {
    if (key === null) return;
    const socket = tradeSocket();
    socket.start();
    return socket.subscribe(spec, JSON.parse(key) as TParams, (event) => handler.current(event));
  }, [spec, key]);
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
