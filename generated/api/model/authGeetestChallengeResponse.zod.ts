/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authGeetestChallengeResponseDataGtMin = 32;
export const authGeetestChallengeResponseDataGtMax = 32;

export const authGeetestChallengeResponseDataChallengeMin = 32;
export const authGeetestChallengeResponseDataChallengeMax = 64;


export const AuthGeetestChallengeResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "gt": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authGeetestChallengeResponseDataGtMin)).check(/*#__PURE__*/ zod.maxLength(authGeetestChallengeResponseDataGtMax)),
  "challenge": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authGeetestChallengeResponseDataChallengeMin)).check(/*#__PURE__*/ zod.maxLength(authGeetestChallengeResponseDataChallengeMax)),
  "success": /*#__PURE__*/ zod.enum({
  Offline: 0,
  Online: 1,
} as const),
  "new_captcha": /*#__PURE__*/ zod.boolean()
})
})

export type AuthGeetestChallengeResponse = zod.input<typeof AuthGeetestChallengeResponse>;
export type AuthGeetestChallengeResponseOutput = zod.output<typeof AuthGeetestChallengeResponse>;
