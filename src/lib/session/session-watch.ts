/**
 * Another tab's login or logout, noticed here (issue 19): the session cookie (isLogined) is shared by every tab of
 * the site, so while this page is visible it is read every SESSION_POLL_MS (the spec's cookie polling interval,
 * 300 ms; reading a cookie costs microseconds) and, when it no longer says what this tab believes, the tab follows:
 * it leaves or enters the session in place. A hidden page checks again the moment it is shown.
 */
import { readCookie } from '../cookies/cookies';
import { session, SESSION_COOKIES } from './session-store';

export const SESSION_POLL_MS = 300;

export interface SessionWatchOptions {
  /** The cookie says logged out while this tab was logged in (another tab logged out, or the session ended). */
  onSignedOut: () => void;
  /** The cookie says logged in while this tab was a guest (another tab logged in). */
  onSignedIn: () => void;
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
  const check = () => {
    if (doc.hidden) return;
    const cookie = readCookie(SESSION_COOKIES.isLogined) === 'true';
    const believed = session.isLoggedIn();
    if (cookie === believed) {
      following = undefined;
      return;
    }
    if (following === cookie) return;
    following = cookie;
    if (cookie) onSignedIn();
    else onSignedOut();
  };
  const timer = setInterval(check, intervalMs);
  const onVisible = () => check();
  doc.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}
