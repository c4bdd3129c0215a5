/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const sendPasswordResetEmailBodyEmailMax = 254;

export const sendPasswordResetEmailBodyCaptchaTokenMax = 4096;

export const sendPasswordResetEmailBodyCaptchaGeetestChallengeMax = 128;

export const sendPasswordResetEmailBodyCaptchaGeetestValidateMax = 128;

export const sendPasswordResetEmailBodyCaptchaGeetestSeccodeMax = 256;


export const SendPasswordResetEmailBody = /*#__PURE__*/ zod.object({
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(sendPasswordResetEmailBodyEmailMax)),
  "captcha": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['geetest', 'reCaptcha']),
  "token": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sendPasswordResetEmailBodyCaptchaTokenMax))),
  "geetest_challenge": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sendPasswordResetEmailBodyCaptchaGeetestChallengeMax))),
  "geetest_validate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sendPasswordResetEmailBodyCaptchaGeetestValidateMax))),
  "geetest_seccode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sendPasswordResetEmailBodyCaptchaGeetestSeccodeMax)))
}))
})

export type SendPasswordResetEmailBody = zod.input<typeof SendPasswordResetEmailBody>;
export type SendPasswordResetEmailBodyOutput = zod.output<typeof SendPasswordResetEmailBody>;
