import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetSettingsResponseMock } from '../../generated/api/session/session.msw';
import { configureHttp, resetHttpEnvironment } from '../lib/http/http-environment';
import { ROUTES } from '../lib/routing/route-table';
import { sessionStatus, whenSessionSettled } from '../lib/session/session-status';
import { session } from '../lib/session/session-store';
import { guardRoute, guardSessionWhenKnown } from './routing/guards';
import { loadSession, SESSION_TIMEOUT_MS } from './session-boot';
import { waitCeiling } from '../testing/wait';

const BASE = 'http://exchange.test';
type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = () => json(200, getGetSettingsResponseMock({}));
/** Never answers; rejects once the caller gives up (the abort the timeout sends). */
const hanging =
  (aborted: { value: boolean }): Fetch =>
  (_url, init) =>
    new Promise((_resolve, reject) =>
      init.signal?.addEventListener('abort', () => {
        aborted.value = true;
        reject(init.signal?.reason);
      }),
    );

function serve(fetch: Fetch) {
  const calls: string[] = [];
  configureHttp({
    bases: { web: BASE, public: BASE, internal: BASE },
    fetch: ((url: string, init: RequestInit) => {
      calls.push(url);
      return fetch(url, init);
    }) as typeof globalThis.fetch,
  });
  return calls;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  session.clear();
  sessionStatus.ready();
});
afterEach(() => {
  resetHttpEnvironment();
  sessionStatus.setRetry(undefined);
});

describe('session boot', () => {
  it('is loading while the settings call runs, then ready with the user; a change from the cookies is reported', async () => {
    let answer!: (response: Response) => void;
    serve(() => new Promise((resolve) => (answer = resolve)));
    const onChange = vi.fn();
    const done = loadSession(client(), { onChange });
    expect(sessionStatus.get()).toEqual({ state: 'loading' });
    await vi.waitFor(() => expect(answer).toBeDefined(), waitCeiling);
    answer(user());
    expect(await done).toEqual({ state: 'ready' });
    expect(session.isLoggedIn()).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a 401 is a guest, not a failure', async () => {
    session.markLoggedIn({});
    serve(async () => json(401, { message: 'Unauthorized' }));
    const onChange = vi.fn();
    expect(await loadSession(client(), { onChange })).toEqual({ state: 'ready' });
    expect(session.isLoggedIn()).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('no change from the cookies, no onChange', async () => {
    serve(async () => json(401, { message: 'Unauthorized' }));
    const onChange = vi.fn();
    await loadSession(client(), { onChange });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('an error status fails with the status and keeps the persisted session', async () => {
    session.markLoggedIn({});
    serve(async () => json(503, { message: 'Service temporarily unavailable' }));
    const beforeFailure = vi.fn(async () => undefined);
    expect(await loadSession(client(), { beforeFailure })).toEqual({ state: 'failed', failure: { reason: 'server', status: 503 } });
    expect(beforeFailure).toHaveBeenCalled();
    expect(session.isLoggedIn()).toBe(true);
  });

  it('a request that never reaches the server fails as network', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadSession(client())).toEqual({ state: 'failed', failure: { reason: 'network' } });
  });

  it('a call that hangs fails after the bound, and the hanging request is aborted', async () => {
    const aborted = { value: false };
    serve(hanging(aborted));
    expect(SESSION_TIMEOUT_MS).toBe(15_000);
    expect(await loadSession(client(), { timeoutMs: 30 })).toEqual({ state: 'failed', failure: { reason: 'timeout', seconds: 1 } });
    await vi.waitFor(() => expect(aborted.value).toBe(true), waitCeiling);
  });

  it('retries in place: loading after the failure (the error stays, its button busy), then ready', async () => {
    let fail = true;
    const calls = serve(async () => (fail ? json(502, { message: 'Bad gateway' }) : user()));
    const queryClient = client();
    const boot = () => loadSession(queryClient);
    sessionStatus.setRetry(() => void boot());
    await boot();
    expect(sessionStatus.get()).toEqual({ state: 'failed', failure: { reason: 'server', status: 502 } });
    fail = false;
    sessionStatus.retry();
    expect(sessionStatus.get()).toEqual({ state: 'loading', after: { reason: 'server', status: 502 } });
    await whenSessionSettled();
    expect(sessionStatus.get()).toEqual({ state: 'ready' });
    expect(session.isLoggedIn()).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('a later run supersedes one still running', async () => {
    const aborted = { value: false };
    serve(hanging(aborted));
    const stale = client();
    const first = loadSession(stale, { timeoutMs: 60_000 });
    serve(async () => user());
    expect(await loadSession(client())).toEqual({ state: 'ready' });
    // The first run's failure comes after the second one's answer: it no longer decides anything.
    await stale.cancelQueries();
    expect(await first).toEqual({ state: 'ready' });
    expect(sessionStatus.get()).toEqual({ state: 'ready' });
  });
});

describe('guards while the session loads', () => {
  const loginPage = ROUTES.find((r) => r.access === 'login' && r.kind === 'page' && !r.feature && !r.region && !r.path.includes(':'))!;
  const guestPage = ROUTES.find((r) => r.path === '/auth')!;
  const publicPage = ROUTES.find(
    (r) => r.access !== 'login' && r.access !== 'guest' && r.access !== 'link' && r.kind === 'page' && !r.feature && !r.region,
  )!;
  const at = (pathname: string) => ({ pathname, searchStr: '', search: {} });
  const outcome = (waiting: void | Promise<void>) =>
    Promise.resolve(waiting).then(
      () => undefined,
      (error: unknown) => error,
    );

  it('a public page does not wait', () => {
    sessionStatus.loading();
    expect(guardRoute(publicPage, at(publicPage.path))).toBeUndefined();
    expect(guardSessionWhenKnown(publicPage, at(publicPage.path))).toBeUndefined();
  });

  it('a login-required page is not sent to login before the session is known; once a user, it opens', async () => {
    sessionStatus.loading();
    expect(() => guardRoute(loginPage, at(loginPage.path))).not.toThrow();
    const waiting = guardSessionWhenKnown(loginPage, at(loginPage.path));
    expect(waiting).toBeInstanceOf(Promise);
    session.markLoggedIn({});
    sessionStatus.ready();
    expect(await outcome(waiting)).toBeUndefined();
  });

  it('a login-required page waits, then sends a guest to login', async () => {
    session.markLoggedIn({});
    sessionStatus.loading();
    const waiting = guardSessionWhenKnown(loginPage, at(loginPage.path));
    session.clear();
    sessionStatus.ready();
    expect(isRedirect(await outcome(waiting))).toBe(true);
  });

  it('a guest-only page waits too, and a failed start lets the persisted session decide', async () => {
    session.markLoggedIn({});
    sessionStatus.loading();
    expect(() => guardRoute(guestPage, at('/auth'))).not.toThrow();
    const waiting = guardSessionWhenKnown(guestPage, at('/auth'));
    expect(waiting).toBeInstanceOf(Promise);
    sessionStatus.failed({ reason: 'network' });
    expect(isRedirect(await outcome(waiting))).toBe(true);
  });

  it('once known, the guards decide in beforeLoad and the loader has nothing to wait for', () => {
    expect(sessionStatus.get().state).toBe('ready');
    expect(() => guardRoute(loginPage, at(loginPage.path))).toThrow();
    expect(guardSessionWhenKnown(loginPage, at(loginPage.path))).toBeUndefined();
  });
});
