/**
 * The session at start (spec sections 4 and 7): GET /v2/settings says who the user is. A user marks the
 * session logged in (persisted cookie fields); a 401 clears it. When the cookies said "guest" but the server
 * knows a user (logged in in another tab), the page reloads once so every guard and stream starts right.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getGetSettingsQueryOptions } from '../../generated/api/session/session';
import { ApiError } from '../lib/http/errors';
import { session } from '../lib/session/session-store';

// The reload is deliberate: it happens before the first render, so every guard and stream starts as the user.
export async function loadSession(queryClient: QueryClient, reload: () => void = () => location.reload()): Promise<void> {
  const thoughtLoggedIn = session.isLoggedIn();
  try {
    const settings = await queryClient.fetchQuery({
      ...getGetSettingsQueryOptions({ request: { handledStatuses: [401] } }),
      staleTime: 30_000,
    });
    const firstDetection = session.markLoggedIn({
      permissions: settings.data.permissions,
      mainAccountExternalId: settings.data.user.mainAccountExternalId ?? undefined,
    });
    if (firstDetection && !thoughtLoggedIn && sessionStorage.getItem('session-reloaded') !== '1') {
      sessionStorage.setItem('session-reloaded', '1');
      reload();
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) session.clear();
    // Other failures (network, server) leave the persisted state as it was; pages show their own errors.
  }
}
