/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authEmailRequestEmailMax = 254;

export const authEmailRequestCaptchaTokenMax = 4096;

export const authEmailRequestCaptchaGeetestChallengeMax = 128;

export const authEmailRequestCaptchaGeetestValidateMax = 128;

export const authEmailRequestCaptchaGeetestSeccodeMax = 256;


export const AuthEmailRequest = /*#__PURE__*/ zod.object({
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(authEmailRequestEmailMax)),
  "captcha": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['geetest', 'reCaptcha']),
  "token": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authEmailRequestCaptchaTokenMax))),
  "geetest_challenge": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authEmailRequestCaptchaGeetestChallengeMax))),
  "geetest_validate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authEmailRequestCaptchaGeetestValidateMax))),
  "geetest_seccode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authEmailRequestCaptchaGeetestSeccodeMax)))
}))
})

export type AuthEmailRequest = zod.input<typeof AuthEmailRequest>;
export type AuthEmailRequestOutput = zod.output<typeof AuthEmailRequest>;
