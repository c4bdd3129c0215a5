/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const sendLoginCodeBodyEmailMax = 254;

export const sendLoginCodeBodyCaptchaTokenMax = 4096;

export const sendLoginCodeBodyCaptchaGeetestChallengeMax = 128;

export const sendLoginCodeBodyCaptchaGeetestValidateMax = 128;

export const sendLoginCodeBodyCaptchaGeetestSeccodeMax = 256;


export const SendLoginCodeBody = /*#__PURE__*/ zod.object({
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(sendLoginCodeBodyEmailMax)),
  "captcha": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['geetest', 'reCaptcha']),
  "token": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sendLoginCodeBodyCaptchaTokenMax))),
  "geetest_challenge": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sendLoginCodeBodyCaptchaGeetestChallengeMax))),
  "geetest_validate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sendLoginCodeBodyCaptchaGeetestValidateMax))),
  "geetest_seccode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sendLoginCodeBodyCaptchaGeetestSeccodeMax)))
}))
})

export type SendLoginCodeBody = zod.input<typeof SendLoginCodeBody>;
export type SendLoginCodeBodyOutput = zod.output<typeof SendLoginCodeBody>;
