/** The password-reset token, kept out of the URL in the reset-token cookie: 5 minutes, lax, secure outside development. */
import { deleteCookie, readCookie, writeCookie } from '../cookies/cookies';

export const RESET_TOKEN_COOKIE = 'reset-token';
export const RESET_TOKEN_MINUTES = 5;

export function storeResetToken(token: string): void {
  writeCookie(RESET_TOKEN_COOKIE, token, { minutes: RESET_TOKEN_MINUTES });
}

export function readResetToken(): string | undefined {
  return readCookie(RESET_TOKEN_COOKIE);
}

/** Once the reset form holds the token, the cookie has done its job. */
export function clearResetToken(): void {
  deleteCookie(RESET_TOKEN_COOKIE);
}
