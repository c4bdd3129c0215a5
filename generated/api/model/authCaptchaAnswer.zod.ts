/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authCaptchaAnswerTokenMax = 4096;

export const authCaptchaAnswerGeetestChallengeMax = 128;

export const authCaptchaAnswerGeetestValidateMax = 128;

export const authCaptchaAnswerGeetestSeccodeMax = 256;


export const AuthCaptchaAnswer = /*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['geetest', 'reCaptcha']),
  "token": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authCaptchaAnswerTokenMax))),
  "geetest_challenge": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authCaptchaAnswerGeetestChallengeMax))),
  "geetest_validate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authCaptchaAnswerGeetestValidateMax))),
  "geetest_seccode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authCaptchaAnswerGeetestSeccodeMax)))
})

export type AuthCaptchaAnswer = zod.input<typeof AuthCaptchaAnswer>;
export type AuthCaptchaAnswerOutput = zod.output<typeof AuthCaptchaAnswer>;
