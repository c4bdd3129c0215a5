/**
 * The session at start (spec sections 4 and 7, issue 17): GET /v2/settings says who the user is. It runs while the
 * shell is already on screen (src/lib/session/session-status.ts: `loading`, then `ready` or `failed`). A user marks
 * the session logged in (persisted cookie fields); a 401 clears it. When the answer differs from what the cookies
 * said (logged in in another tab, or a session that expired), the cached calls follow in place (what a guest saw
 * is fetched again as the user, the user's data goes) and `onChange` lets the router run its guards again; no
 * reload. A call that fails (an error status, no network) or gives no answer within `timeoutMs` ends `failed`:
 * the shell shows the start-up error, whose Retry runs this again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getGetSettingsQueryOptions, type getSettings } from '../../generated/api/session/session';
import { ApiError, HTMLResponseError, RequestTimeoutError } from '../lib/http/errors';
import { isUserQuery } from '../lib/session/session-change';
import { sessionStatus, type SessionFailure, type SessionStatus } from '../lib/session/session-status';
import { session } from '../lib/session/session-store';

/** How long the start-up waits for the settings call before it says so (the call's own timeout is minutes). */
export const SESSION_TIMEOUT_MS = 15_000;

export interface SessionBootOptions {
  timeoutMs?: number;
  /** Runs before a failure is shown (the start-up error's texts load in the page's language); never delays it long. */
  beforeFailure?: () => Promise<unknown>;
  /** The server's answer changed who the user is from what the cookies said. */
  onChange?: () => void;
}

class SessionTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`GET /v2/settings gave no answer within ${timeoutMs} ms`);
    this.name = 'SessionTimeoutError';
  }
}

export function failureOf(error: unknown, timeoutMs: number): SessionFailure {
  if (error instanceof SessionTimeoutError || error instanceof RequestTimeoutError)
    return { reason: 'timeout', seconds: Math.ceil((error instanceof SessionTimeoutError ? error.timeoutMs : timeoutMs) / 1000) };
  if (error instanceof ApiError || error instanceof HTMLResponseError) return { reason: 'server', status: error.status };
  // fetch rejects with a TypeError when the request never got an answer (offline, DNS, a blocked request).
  if (error instanceof TypeError) return { reason: 'network' };
  return { reason: 'error' };
}

let generation = 0;

/** Learns the session; resolves with the status it ended in. A later call supersedes one still running. */
export async function loadSession(queryClient: QueryClient, options: SessionBootOptions = {}): Promise<SessionStatus> {
  const { timeoutMs = SESSION_TIMEOUT_MS } = options;
  const run = ++generation;
  sessionStatus.loading();
  const before = session.isLoggedIn();
  const queryOptions = getGetSettingsQueryOptions({ request: { handledStatuses: [401], suppressNotification: true } });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const settings = await new Promise<Awaited<ReturnType<typeof getSettings>>>((resolve, reject) => {
      timer = setTimeout(() => {
        reject(new SessionTimeoutError(timeoutMs));
        // The hanging call goes: a retry asks again rather than joining it.
        void queryClient.cancelQueries({ queryKey: queryOptions.queryKey });
      }, timeoutMs);
      queryClient.fetchQuery({ ...queryOptions, staleTime: 30_000 }).then(resolve, reject);
    });
    if (run !== generation) return sessionStatus.get();
    session.markLoggedIn({
      permissions: settings.data.permissions,
      mainAccountExternalId: settings.data.user.mainAccountExternalId ?? undefined,
    });
  } catch (error) {
    clearTimeout(timer);
    if (run !== generation) return sessionStatus.get();
    if (error instanceof ApiError && error.status === 401) session.clear();
    else {
      // The persisted fields stay as they were: they stand in until a retry succeeds.
      if (options.beforeFailure) await Promise.race([options.beforeFailure().catch(() => undefined), delay(2_000)]);
      if (run !== generation) return sessionStatus.get();
      sessionStatus.failed(failureOf(error, timeoutMs));
      return sessionStatus.get();
    }
  } finally {
    clearTimeout(timer);
  }
  sessionStatus.ready();
  if (session.isLoggedIn() !== before) {
    // What a guest saw (markets with favourites, prices with fees) is seen again as the user; a user's data goes.
    if (session.isLoggedIn()) void queryClient.invalidateQueries({ predicate: (query) => !isUserQuery(query) });
    else queryClient.removeQueries({ predicate: isUserQuery });
    options.onChange?.();
  }
  return sessionStatus.get();
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
