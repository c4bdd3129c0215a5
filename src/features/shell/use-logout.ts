/**
 * Logout that tells the truth (spec section 4, issue 17). POST /logout ends the server's session; only then does
 * the app leave the session locally (analytics, push token, the user's cached calls) and go home. A failed call
 * leaves the user logged in, as the server still has them: it says so (a translated toast and a line under the
 * account button), tries again by itself after 1, 2 and 4 s, and then offers a manual retry. A 401 means the
 * session is already gone on the server, so that one counts as done.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../generated/api/session/session';
import { notifyClientsOfLogout } from '../../lib/session/oauth-clients';
import { ApiError } from '../../lib/http/errors';
import { useSessionChange } from '../../lib/session/session-change';
import { session } from '../../lib/session/session-store';
import { MESSAGE_DISPLAY_MS, notify } from '../../lib/toast/toast';

/** The waits before each automatic retry: three retries, the wait doubling each time. */
export const LOGOUT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];
const TOAST_ID = 'logout-failed';

export type LogoutState =
  /** Nothing under way (or the last logout succeeded). */
  | { kind: 'idle' }
  /** A call is out. `attempt` is 1 for the user's click, 2… for the automatic retries. */
  | { kind: 'pending'; attempt: number }
  /** The last call failed; the next automatic one (`attempt`) goes out after a wait. */
  | { kind: 'retrying'; attempt: number }
  /** Every automatic retry failed: still logged in, the user may try again. */
  | { kind: 'failed' };

export function useLogoutWithRetry({
  target,
  retryDelaysMs = LOGOUT_RETRY_DELAYS_MS,
}: {
  /** Where the app goes once logged out (home, under the current locale). */
  target: string;
  retryDelaysMs?: readonly number[];
}): { state: LogoutState; logout: () => void; attempts: number } {
  const { t } = useTranslation('common');
  const { signedOut } = useSessionChange();
  // A 401 is handled here (the session is gone: that is a logout), so the kernel does not send anyone to login.
  const { mutateAsync } = useLogout({ request: { handledStatuses: [401] } });
  const [state, setState] = useState<LogoutState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  /** A call is out: a second click does not send another. */
  const busy = useRef(false);
  const failedBefore = useRef(false);
  // The latest functions, for the timers (a retry runs after renders that made new ones).
  const latest = useRef({ mutateAsync, signedOut, target, retryDelaysMs, t });
  useEffect(() => {
    latest.current = { mutateAsync, signedOut, target, retryDelaysMs, t };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const run = useCallback(async (attempt: number): Promise<void> => {
    clearTimeout(timer.current);
    const now = latest.current;
    setState({ kind: 'pending', attempt });
    busy.current = true;
    try {
      await now.mutateAsync();
    } catch (error) {
      busy.current = false;
      const sessionGone = error instanceof ApiError && error.status === 401;
      if (!sessionGone) {
        failedBefore.current = true;
        if (!mounted.current) return;
        // Logged out meanwhile by another way (a 401 elsewhere): nothing is left to end.
        if (!session.isLoggedIn()) {
          setState({ kind: 'idle' });
          return;
        }
        const retries = now.retryDelaysMs.length;
        if (attempt <= retries) {
          setState({ kind: 'retrying', attempt: attempt + 1 });
          notify.error(now.t('account.logoutFailed'), now.t('account.logoutRetrying', { attempt, attempts: retries }), { id: TOAST_ID });
          timer.current = setTimeout(() => void run(attempt + 1), now.retryDelaysMs[attempt - 1]);
        } else {
          setState({ kind: 'failed' });
          notify.error(now.t('account.logoutFailed'), now.t('account.logoutGaveUp'), { id: TOAST_ID, duration: MESSAGE_DISPLAY_MS });
        }
        return;
      }
    }
    busy.current = false;
    // A failure said before is taken back (the same toast id replaces it).
    if (attempt > 1 || failedBefore.current) notify.success(now.t('account.loggedOut'), undefined, { id: TOAST_ID });
    failedBefore.current = false;
    if (mounted.current) setState({ kind: 'idle' });
    // The partner apps approved in this session hear of it (not awaited: the user is out either way).
    void notifyClientsOfLogout();
    await now.signedOut(now.target);
  }, []);

  const logout = useCallback(() => {
    if (busy.current) return;
    void run(1);
  }, [run]);

  return { state, logout, attempts: retryDelaysMs.length };
}
