/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authGeetestChallengeGtMin = 32;
export const authGeetestChallengeGtMax = 32;

export const authGeetestChallengeChallengeMin = 32;
export const authGeetestChallengeChallengeMax = 64;


export const AuthGeetestChallenge = zod.object({
  "gt": zod.string().min(authGeetestChallengeGtMin).max(authGeetestChallengeGtMax).describe('The Geetest captcha id.'),
  "challenge": zod.string().min(authGeetestChallengeChallengeMin).max(authGeetestChallengeChallengeMax),
  "success": zod.enum({
  Offline: 0,
  Online: 1,
}),
  "new_captcha": zod.boolean()
}).describe('The Captcha challenge of section 3 (gt, challenge, success, new_captcha), as the Geetest v3 client expects it: success 1 when the Geetest server is reachable (0 means fall back to offline mode).')

export type AuthGeetestChallenge = zod.input<typeof AuthGeetestChallenge>;
export type AuthGeetestChallengeOutput = zod.output<typeof AuthGeetestChallenge>;
