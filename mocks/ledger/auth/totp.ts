/**
 * The authenticator app's codes in the demo: real TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps) of the account's
 * base32 secret, computed with `otpauth` in the browser (msw) and in Node (the mock server) alike. A code of the
 * step before or after the current one is taken too, as real servers allow for a phone's clock being a little off.
 *
 * The codes are read on the real clock (Ledger.realTime), not the demo's fast-forwarded one: the phone that shows
 * them does not know the demo moved its clock on.
 */
import { Secret, TOTP } from 'otpauth';

/**
 * The secret of the demo's seeded account with the authenticator on (the 2fa@ persona, and the demo user when its
 * two-factor is on without a secret of its own): add it to an authenticator app, or compute its code, to sign in.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPMERIDIANDEMO2FA7';
/** Steps either side of the current one that are still taken. */
export const TOTP_WINDOW = 1;

const totp = (secret: string) =>
  new TOTP({ issuer: 'Meridian', algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** Whether a code is the TOTP of the secret at `time` (ms), or of the step before or after it. */
export function isTotp(secret: string, code: string | undefined, time: number): boolean {
  if (!code || !/^\d{6}$/.test(code)) return false;
  return totp(secret).validate({ token: code, timestamp: time, window: TOTP_WINDOW }) !== null;
}

/** The code an authenticator app shows at `time` (ms) for the secret (tests, and the demo's hint). */
export const totpAt = (secret: string, time: number): string => totp(secret).generate({ timestamp: time });

/** The code the account's authenticator app shows now on the ledger's real clock (tests). */
export const currentTotp = (ledger: { realTime(): number }, secret: string = DEMO_TOTP_SECRET): string => totpAt(secret, ledger.realTime());
