/**
 * The authenticator app of a browser test: the demo's codes are real TOTP (mocks/ledger/auth/totp.ts), so a test
 * computes the current one from the secret, as a phone would: the demo's known key (the 2fa@ persona, and the demo
 * user after setTwoFactor(page, true)) or the secret a setup page showed.
 */
import { DEMO_TOTP_SECRET, totpAt } from '../../mocks/ledger/auth/totp';

export { DEMO_TOTP_SECRET };

/** The code the authenticator app shows now for the secret (the server takes the step before and after too). */
export const totpNow = (secret: string = DEMO_TOTP_SECRET): string => totpAt(secret, Date.now());
