/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authGeetestChallengeGtMin = 32;
export const authGeetestChallengeGtMax = 32;

export const authGeetestChallengeChallengeMin = 32;
export const authGeetestChallengeChallengeMax = 64;


export const AuthGeetestChallenge = /*#__PURE__*/ zod.object({
  "gt": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authGeetestChallengeGtMin)).check(/*#__PURE__*/ zod.maxLength(authGeetestChallengeGtMax)),
  "challenge": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authGeetestChallengeChallengeMin)).check(/*#__PURE__*/ zod.maxLength(authGeetestChallengeChallengeMax)),
  "success": /*#__PURE__*/ zod.enum({
  Offline: 0,
  Online: 1,
} as const),
  "new_captcha": /*#__PURE__*/ zod.boolean()
})

export type AuthGeetestChallenge = zod.input<typeof AuthGeetestChallenge>;
export type AuthGeetestChallengeOutput = zod.output<typeof AuthGeetestChallenge>;
