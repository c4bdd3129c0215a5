/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authGeetestChallengeResponseDataGtMin = 32;
export const authGeetestChallengeResponseDataGtMax = 32;

export const authGeetestChallengeResponseDataChallengeMin = 32;
export const authGeetestChallengeResponseDataChallengeMax = 64;


export const AuthGeetestChallengeResponse = zod.object({
  "data": zod.object({
  "gt": zod.string().min(authGeetestChallengeResponseDataGtMin).max(authGeetestChallengeResponseDataGtMax).describe('The Geetest captcha id.'),
  "challenge": zod.string().min(authGeetestChallengeResponseDataChallengeMin).max(authGeetestChallengeResponseDataChallengeMax),
  "success": zod.enum({
  Offline: 0,
  Online: 1,
}),
  "new_captcha": zod.boolean()
}).describe('The Captcha challenge of section 3 (gt, challenge, success, new_captcha), as the Geetest v3 client expects it: success 1 when the Geetest server is reachable (0 means fall back to offline mode).')
})

export type AuthGeetestChallengeResponse = zod.input<typeof AuthGeetestChallengeResponse>;
export type AuthGeetestChallengeResponseOutput = zod.output<typeof AuthGeetestChallengeResponse>;
