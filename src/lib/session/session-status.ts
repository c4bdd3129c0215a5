/**
 * Whether the app knows who the user is yet (issue 17). The shell draws at once; the session comes from
 * GET /v2/settings in place (src/app/session-boot.ts): `loading` while the call runs (the header's account area
 * shows a placeholder, guarded routes wait with a loader), `ready` once it answered (a user or a 401), `failed`
 * when it failed or did not answer in time (the shell shows the start-up error with a retry; the persisted
 * cookie fields stand in meanwhile). Outside the app's start (component tests, tools) it is `ready`: the
 * persisted fields are all there is.
 */
import { useSyncExternalStore } from 'react';

export type SessionFailure =
  /** The server answered with an error status (not 401, which means a guest). */
  | { reason: 'server'; status: number }
  /** The call did not reach the server (offline, blocked, DNS). */
  | { reason: 'network' }
  /** No answer within the bound. */
  | { reason: 'timeout'; seconds: number }
  /** Anything else (an answer that broke the contract, a bug). */
  | { reason: 'error' };

export type SessionStatus =
  | { state: 'ready' }
  /** `after`: a retry of a failed start (the error stays on screen, its button busy). */
  | { state: 'loading'; after?: SessionFailure }
  | { state: 'failed'; failure: SessionFailure };

const READY: SessionStatus = { state: 'ready' };

let status: SessionStatus = READY;
let retry: (() => void) | undefined;
const listeners = new Set<() => void>();
let waiting: { promise: Promise<void>; resolve: () => void } | undefined;

function publish(next: SessionStatus): void {
  status = next;
  if (next.state !== 'loading' && waiting) {
    waiting.resolve();
    waiting = undefined;
  }
  for (const listener of listeners) listener();
}

export const sessionStatus = {
  get(): SessionStatus {
    return status;
  },
  loading(): void {
    if (status.state === 'loading') return;
    publish(status.state === 'failed' ? { state: 'loading', after: status.failure } : { state: 'loading' });
  },
  ready(): void {
    publish(READY);
  },
  failed(failure: SessionFailure): void {
    publish({ state: 'failed', failure });
  },
  /** Set by the start-up: what the error screen's Retry runs (no reload). */
  setRetry(run: (() => void) | undefined): void {
    retry = run;
  },
  retry(): void {
    retry?.();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Resolves once the session is no longer loading: answered, or failed (then the persisted fields decide, as they
 * did before the app asked). Route guards that depend on the session wait on it.
 */
export function whenSessionSettled(): Promise<void> {
  if (status.state !== 'loading') return Promise.resolve();
  if (!waiting) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    waiting = { promise, resolve };
  }
  return waiting.promise;
}

export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(sessionStatus.subscribe, sessionStatus.get, sessionStatus.get);
}
