/**
 * Wires the socket kernel to this app: the socket URL of the runtime config, the token of GET /v2/ws-token for a
 * logged-in user (none for a guest), the generated event tables of the three socket documents, the browser's
 * `online` event, and the reactions of spec section 8 as translated toasts (namespace `socket`). A login or logout
 * reconnects, so that the connection is authorized as the current user. It runs on the first subscription
 * (src/main.tsx names it with configureSocketOnDemand); the app shell calls
 * `connection.releaseIdle()` on the route changes that src/lib/socket/stream-retention.ts says release streams.
 */
import { getWsToken } from '../../generated/api/session/session';
import { ErrorCode } from '../../generated/errors/error-codes';
import { accountSocketEvents } from '../../generated/socket/account-socket.client';
import { tradeSocketEvents } from '../../generated/socket/trade-socket.client';
import { webSocketEvents } from '../../generated/socket/web-socket.client';
import { runtimeConfig } from '../lib/config/runtime-config';
import { ApiError } from '../lib/http/errors';
import { i18next } from '../lib/i18n/i18n';
import { session } from '../lib/session/session-store';
import { configureSocket } from '../lib/socket/configure-socket';
import { badFrameSummary, failureSummary } from '../lib/socket/frame-summary';
import { createBrowserSocket } from '../lib/socket/socket-client';
import type { SocketConnection } from '../lib/socket/socket-connection';
import type { SocketDataKind } from '../lib/socket/socket-data-kinds';
import { notify } from '../lib/toast/toast';

export const SOCKET_NAMESPACE = 'socket';
/** A stream of bad frames shows one toast a minute at most; each one is still reported in the console (redacted). */
const BAD_FRAME_TOAST_EVERY_MS = 60_000;

/** The token for server.auth: none for a guest; a 401 means the session is gone (the http kernel clears it). */
export async function socketToken(): Promise<string | undefined> {
  if (!session.isLoggedIn()) return undefined;
  try {
    return (await getWsToken({ handledStatuses: [401] })).data.token;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return undefined;
    throw error;
  }
}

export function setupSocket(): SocketConnection {
  void i18next.loadNamespaces(SOCKET_NAMESPACE);
  const t = (key: string, options?: Record<string, unknown>) => i18next.t(`${SOCKET_NAMESPACE}:${key}`, options);
  let lastBadFrameToast = Number.NEGATIVE_INFINITY;
  const connection = configureSocket({
    url: () => runtimeConfig.socketUrl,
    createSocket: createBrowserSocket,
    token: socketToken,
    events: { ...tradeSocketEvents, ...accountSocketEvents, ...webSocketEvents },
    random: Math.random,
    onOnline: (listener) => {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
    reactions: {
      tooManyRequests: (_method, kind: SocketDataKind) =>
        notify.warning(t(`tooManyRequests.${kind}`), t('tooManyRequestsText'), { id: `socket-too-many-requests-${kind}` }),
      authorizationFailed: (error) => {
        // A summary only: the error may hold the server.auth frame (the token) or a response body.
        console.warn(`socket authorization failed: ${failureSummary(error)}`);
        notify.error(t('disconnected'), t('failedToAuthorize', { code: ErrorCode.FailedToAuthorizeWSToken }), {
          id: 'socket-authorization',
        });
      },
      badFrame: (error) => {
        // Never the frame itself (tokens, balances, orders): its name, its length and why it was dropped.
        console.error(badFrameSummary(error));
        const now = Date.now();
        if (now - lastBadFrameToast < BAD_FRAME_TOAST_EVERY_MS) return;
        lastBadFrameToast = now;
        notify.error(t('badFrame'), undefined, { id: 'socket-bad-frame' });
      },
      listenerFailed: (error, event) => console.error(`socket listener of ${event} failed`, error),
    },
  });
  let loggedIn = session.isLoggedIn();
  session.subscribe(() => {
    if (session.isLoggedIn() === loggedIn) return;
    loggedIn = session.isLoggedIn();
    connection.reconnectNow();
  });
  return connection;
}
