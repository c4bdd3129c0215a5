/**
 * Logging in and out inside the running app (spec section 4), without loading the document again: the
 * session is learnt from GET /v2/settings (the socket re-authorizes on its own when the flag changes, see
 * src/app/setup-socket.ts), what was cached for the other user or the guest is dropped or refetched, and the
 * router moves on to the target, whose guards then see the new session.
 */
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { getGetSettingsQueryOptions } from '../../../generated/api/session/session';
import { clearFormDrafts } from '../forms/open-drafts';
import { findOperation } from '../http/find-operation';
import { safeLocalStorage, safeSessionStorage } from '../storage/safe-storage';
import { session } from './session-store';

/** A cached call that only a logged-in user may make: it goes with the session. */
export function isUserQuery(query: Pick<Query, 'queryKey'>): boolean {
  const path = query.queryKey[0];
  return typeof path !== 'string' || findOperation('GET', path)?.auth === 'required';
}

/** Everything a logged-in session leaves in the browser besides its cookies (analytics ids, the push token). */
export function forgetBrowserSession(storage: Pick<Storage, 'removeItem'> = safeLocalStorage): void {
  for (const key of ['analytics-id', 'push-token', 'session-reloaded']) storage.removeItem(key);
  // Left by earlier versions, whose start-up reloaded once when the cookies missed a login (issue 17 made it in place).
  safeSessionStorage.removeItem('session-reloaded');
}

export async function enterSession(queryClient: QueryClient): Promise<void> {
  const settings = await queryClient.fetchQuery({ ...getGetSettingsQueryOptions(), staleTime: 0 });
  session.markLoggedIn({
    permissions: settings.data.permissions,
    mainAccountExternalId: settings.data.user.mainAccountExternalId ?? undefined,
  });
  // What a guest saw (markets with favourites, prices with fees) is seen again as the user.
  void queryClient.invalidateQueries({ predicate: (query) => !isUserQuery(query) });
}

export function leaveSession(queryClient: QueryClient): void {
  session.clear();
  forgetBrowserSession();
  clearFormDrafts();
  queryClient.removeQueries({ predicate: isUserQuery });
  void queryClient.invalidateQueries();
}

/** `signedIn(target)` after a login succeeded, `signedOut(target)` after a logout: both move with the router. */
export function useSessionChange(): { signedIn: (target: string) => Promise<void>; signedOut: (target: string) => Promise<void> } {
  const queryClient = useQueryClient();
  const router = useRouter();
  const signedIn = useCallback(
    async (target: string) => {
      await enterSession(queryClient);
      await router.navigate({ href: target, replace: true });
    },
    [queryClient, router],
  );
  const signedOut = useCallback(
    async (target: string) => {
      leaveSession(queryClient);
      await router.navigate({ href: target });
    },
    [queryClient, router],
  );
  return { signedIn, signedOut };
}
