// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, SESSION_COOKIES } from './session-store';
import { SESSION_POLL_MS, SESSION_RETRY_MS, watchSessionCookie } from './session-watch';

function setCookie(loggedIn: boolean) {
  document.cookie = loggedIn ? `${SESSION_COOKIES.isLogined}=true; path=/` : `${SESSION_COOKIES.isLogined}=; path=/; max-age=0`;
}

describe('watchSessionCookie', () => {
  let stop: (() => void) | undefined;
  const doc = Object.assign(new EventTarget(), { hidden: false });
  beforeEach(() => {
    vi.useFakeTimers();
    session.clear();
  });
  afterEach(() => {
    stop?.();
    session.clear();
    vi.useRealTimers();
  });

  it('follows another tab: a logout seen in the cookie within one interval, a login likewise, each once', () => {
    session.markLoggedIn({});
    const onSignedOut = vi.fn(() => session.clear());
    const onSignedIn = vi.fn();
    stop = watchSessionCookie({ onSignedOut, onSignedIn, doc });
    vi.advanceTimersByTime(SESSION_POLL_MS * 3);
    expect(onSignedOut).not.toHaveBeenCalled();
    // Another tab logged out: the cookie is gone.
    setCookie(false);
    vi.advanceTimersByTime(SESSION_POLL_MS);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SESSION_POLL_MS * 3);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    // Another tab logged in; entering the session takes a while here (the settings call): reported once.
    setCookie(true);
    vi.advanceTimersByTime(SESSION_POLL_MS * 5);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it("its own tab's logout is no news", () => {
    session.markLoggedIn({});
    const onSignedOut = vi.fn();
    stop = watchSessionCookie({ onSignedOut, onSignedIn: vi.fn(), doc });
    session.clear();
    vi.advanceTimersByTime(SESSION_POLL_MS * 3);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('a hidden page waits, and checks the moment it is shown', () => {
    session.markLoggedIn({});
    const onSignedOut = vi.fn();
    stop = watchSessionCookie({ onSignedOut, onSignedIn: vi.fn(), doc, intervalMs: 60_000 });
    doc.hidden = true;
    setCookie(false);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(onSignedOut).not.toHaveBeenCalled();
    doc.hidden = false;
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('a failed follow (the settings call refused) is tried again after a pause, until it succeeds', async () => {
    setCookie(false);
    let calls = 0;
    const onSignedIn = vi.fn(() => {
      calls += 1;
      if (calls < 3) return Promise.reject(new Error('401'));
      session.markLoggedIn({});
      return Promise.resolve();
    });
    stop = watchSessionCookie({ onSignedOut: vi.fn(), onSignedIn, doc });
    setCookie(true);
    await vi.advanceTimersByTimeAsync(SESSION_POLL_MS);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    // Not hammered: nothing within the pause.
    await vi.advanceTimersByTimeAsync(SESSION_RETRY_MS - SESSION_POLL_MS);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SESSION_POLL_MS * 2);
    expect(onSignedIn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(SESSION_RETRY_MS + SESSION_POLL_MS);
    expect(onSignedIn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(SESSION_RETRY_MS * 3);
    expect(onSignedIn).toHaveBeenCalledTimes(3);
    expect(session.isLoggedIn()).toBe(true);
  });
});
