/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authLoginRequestEmailMax = 254;

export const authLoginRequestPasswordMin = 8;
export const authLoginRequestPasswordMax = 128;

export const authLoginRequestRememberDefault = false;
export const authLoginRequestCaptchaTokenMax = 4096;

export const authLoginRequestCaptchaGeetestChallengeMax = 128;

export const authLoginRequestCaptchaGeetestValidateMax = 128;

export const authLoginRequestCaptchaGeetestSeccodeMax = 256;


export const AuthLoginRequest = /*#__PURE__*/ zod.object({
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(authLoginRequestEmailMax)),
  "password": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authLoginRequestPasswordMin)).check(/*#__PURE__*/ zod.maxLength(authLoginRequestPasswordMax)),
  "remember": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), authLoginRequestRememberDefault),
  "captcha": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['geetest', 'reCaptcha']),
  "token": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authLoginRequestCaptchaTokenMax))),
  "geetest_challenge": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authLoginRequestCaptchaGeetestChallengeMax))),
  "geetest_validate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authLoginRequestCaptchaGeetestValidateMax))),
  "geetest_seccode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authLoginRequestCaptchaGeetestSeccodeMax)))
}))
})

export type AuthLoginRequest = zod.input<typeof AuthLoginRequest>;
export type AuthLoginRequestOutput = zod.output<typeof AuthLoginRequest>;
