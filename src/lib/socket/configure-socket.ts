/**
 * Makes the app's socket connection now with the given environment: the app's own (src/app/setup-socket.ts,
 * itself loaded on the first subscription) or a test's fake. This module brings the kernel with it, so a page's
 * first load does not import it.
 */
import { installSocket } from './socket-client';
import { SocketConnection, type SocketEnvironment } from './socket-connection';

export function configureSocket(env: SocketEnvironment): SocketConnection {
  return installSocket(new SocketConnection(env));
}
