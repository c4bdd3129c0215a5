/**
 * The password-reset token, between the e-mailed link and the new-password form (issue 17).
 *
 * The spec (route rules) prescribes the hand-off: "a token query is stored in a cookie named reset-token
 * (5 minutes, lax, secure outside development), then the user goes to the auth reset-password path with the token
 * removed" (also contracts/inventory/constants.tsv). So the entry writes that cookie, and only that: the spec leaves
 * no other place for it, and a cookie written by script can never be HttpOnly, so it is script-readable by nature
 * (an HttpOnly one would have to be set by the server when it answers the link, which the contract does not do).
 *
 * What this module does to keep the secret's exposure as short as the spec allows:
 * - the reset page takes the token once (`takeResetToken`): the cookie is deleted at that moment, and the token
 *   lives on in memory only (this module and the form's state, never sessionStorage or localStorage), so it is not
 *   sent with further requests nor left for another tab or a later visitor of this browser;
 * - `forgetResetToken` drops the memory copy once the password is reset or the form goes away; a reload after that
 *   asks for a new link, which the 5 minutes of the cookie would have demanded soon anyway;
 * - the token is never logged, put in a URL or a draft (form drafts leave out `token` fields, ../forms/form-drafts).
 */
import { deleteCookie, readCookie, writeCookie } from '../cookies/cookies';

export const RESET_TOKEN_COOKIE = 'reset-token';
export const RESET_TOKEN_MINUTES = 5;

/** The token the reset page took, until the reset is done or the page goes. */
let taken: string | undefined;

/** The entry (`/auth/reset-password?token=`): the spec's cookie, 5 minutes, lax, secure outside development. */
export function storeResetToken(token: string): void {
  taken = undefined;
  writeCookie(RESET_TOKEN_COOKIE, token, { minutes: RESET_TOKEN_MINUTES });
}

/**
 * The reset page's read: the cookie's token, which leaves the cookie at once and stays in memory. Called again
 * (a render React discarded, a remount) it gives the same token; undefined when there is none.
 */
export function takeResetToken(): string | undefined {
  const fromCookie = readCookie(RESET_TOKEN_COOKIE);
  if (fromCookie !== undefined) {
    deleteCookie(RESET_TOKEN_COOKIE);
    if (fromCookie !== '') taken = fromCookie;
  }
  return taken;
}

/** The reset is done or abandoned: no copy is left, in the cookie or in memory. */
export function forgetResetToken(): void {
  taken = undefined;
  deleteCookie(RESET_TOKEN_COOKIE);
}
