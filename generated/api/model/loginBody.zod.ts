/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const loginBodyEmailMax = 254;

export const loginBodyPasswordMin = 8;
export const loginBodyPasswordMax = 128;

export const loginBodyRememberDefault = false;
export const loginBodyCaptchaTokenMax = 4096;

export const loginBodyCaptchaGeetestChallengeMax = 128;

export const loginBodyCaptchaGeetestValidateMax = 128;

export const loginBodyCaptchaGeetestSeccodeMax = 256;


export const LoginBody = /*#__PURE__*/ zod.object({
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(loginBodyEmailMax)),
  "password": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(loginBodyPasswordMin)).check(/*#__PURE__*/ zod.maxLength(loginBodyPasswordMax)),
  "remember": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), loginBodyRememberDefault),
  "captcha": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['geetest', 'reCaptcha']),
  "token": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(loginBodyCaptchaTokenMax))),
  "geetest_challenge": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(loginBodyCaptchaGeetestChallengeMax))),
  "geetest_validate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(loginBodyCaptchaGeetestValidateMax))),
  "geetest_seccode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(loginBodyCaptchaGeetestSeccodeMax)))
}))
})

export type LoginBody = zod.input<typeof LoginBody>;
export type LoginBodyOutput = zod.output<typeof LoginBody>;
