/**
 * Another tab's login or logout, noticed here (issue 19): the session cookie (isLogined) is shared by every tab of
 * the site, so while this page is visible it is read every SESSION_POLL_MS (the spec's cookie polling interval,
 * 300 ms; reading a cookie costs microseconds) and, when it no longer says what this tab believes, the tab follows:
 * it leaves or enters the session in place. A hidden page checks again the moment it is shown.
 */
import { readCookie } from '../cookies/cookies';
import { session, SESSION_COOKIES } from './session-store';

export const SESSION_POLL_MS = 300;
/** After a failed follow (the settings call refused or timed out), the pause before the cookie is followed again. */
export const SESSION_RETRY_MS = 2_000;

export interface SessionWatchOptions {
  /** The cookie says logged out while this tab was logged in (another tab logged out, or the session ended). */
  onSignedOut: () => void | Promise<unknown>;
  /**
   * The cookie says logged in while this tab was a guest (another tab logged in). A rejected promise (the other
   * tab's login was not finished when the cookie said so, or the call failed) is followed again after a pause.
   */
  onSignedIn: () => void | Promise<unknown>;
  intervalMs?: number;
  doc?: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;
}

/** Starts watching; returns the stop. */
export function watchSessionCookie({
  onSignedOut,
  onSignedIn,
  intervalMs = SESSION_POLL_MS,
  doc = document,
}: SessionWatchOptions): () => void {
  // A change this tab is already following is not reported twice while its own work (a settings call) is on the way.
  let following: boolean | undefined;
  let retryAt = 0;
  const check = () => {
    if (doc.hidden || Date.now() < retryAt) return;
    const cookie = readCookie(SESSION_COOKIES.isLogined) === 'true';
    const believed = session.isLoggedIn();
    if (cookie === believed) {
      following = undefined;
      return;
    }
    if (following === cookie) return;
    following = cookie;
    const followed = cookie ? onSignedIn() : onSignedOut();
    followed?.catch(() => {
      if (following !== cookie) return;
      following = undefined;
      retryAt = Date.now() + SESSION_RETRY_MS;
    });
  };
  const timer = setInterval(check, intervalMs);
  const onVisible = () => check();
  doc.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}
