/**
 * The demo's captcha (Geetest v3 as the contract models it): GET /v2/geetest issues a challenge, kept for
 * GEETEST_LIFETIME_MS; a captcha-protected request (login, login by e-mail code, registration, its code, the
 * password reset e-mail) of an e-mail starting with captcha@ is answered 1003 (a low score) until it carries the
 * solved answer of an issued challenge. The demo's Geetest stand-in (mocks/demo-captcha.ts) solves a challenge as
 * `demoGeetestAnswer` does; Geetest's own servers check the real one. Each challenge is used once.
 */
import { hashString } from '../../socket/random';
import { validation } from '../http';
import type { Ledger } from '../ledger';
import { authState } from './state';

export const GEETEST_LIFETIME_MS = 300_000;
/** Geetest's catalogue code of a failed or missing captcha. */
export const CAPTCHA_CODE = 1003;

export interface CaptchaAnswer {
  provider: 'geetest' | 'reCaptcha';
  geetest_challenge?: string;
  geetest_validate?: string;
  geetest_seccode?: string;
  token?: string;
}

const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/** The answer Geetest's widget gives for a solved challenge (validate: 32 hex digits; seccode: validate|jordan). */
export function demoGeetestAnswer(
  challenge: string,
): Required<Pick<CaptchaAnswer, 'geetest_challenge' | 'geetest_validate' | 'geetest_seccode'>> {
  const validate = [0, 1, 2, 3].map((i) => hex8(hashString(`geetest-demo:${i}:${challenge}`))).join('');
  return { geetest_challenge: challenge, geetest_validate: validate, geetest_seccode: `${validate}|jordan` };
}

/** Keeps an issued challenge until it is used or expires. */
export function issueGeetestChallenge(ledger: Ledger, challenge: string): void {
  const state = authState(ledger);
  state.geetestChallenges = { ...(state.geetestChallenges ?? {}), [challenge]: ledger.now() + GEETEST_LIFETIME_MS };
  ledger.changed();
}

/** The demo's persona whose requests the captcha guards. */
export const asksForCaptcha = (email: string | undefined): boolean => (email ?? '').trim().toLowerCase().startsWith('captcha@');

/**
 * For a captcha-protected request of `email`: undefined when no captcha is needed or the answer solves an issued,
 * unexpired challenge (which is then used up), else the 1003 answer.
 */
export function captchaRefusal(ledger: Ledger, email: string | undefined, answer: CaptchaAnswer | undefined): Response | undefined {
  if (!asksForCaptcha(email)) return undefined;
  const refuse = (message: string) => validation(CAPTCHA_CODE, { captcha: [message] }, 'The captcha check failed.');
  if (!answer) return refuse('Complete the security check to continue.');
  const challenge = answer.geetest_challenge;
  const state = authState(ledger);
  const expiresAt = challenge ? state.geetestChallenges?.[challenge] : undefined;
  if (answer.provider !== 'geetest' || !challenge || expiresAt === undefined || expiresAt < ledger.now())
    return refuse('The security check has expired: solve it again.');
  const expected = demoGeetestAnswer(challenge);
  if (answer.geetest_validate !== expected.geetest_validate || answer.geetest_seccode !== expected.geetest_seccode)
    return refuse('The security check was not solved.');
  delete state.geetestChallenges![challenge];
  ledger.changed();
  return undefined;
}
