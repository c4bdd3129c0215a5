/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const sendRegistrationCodeBodyEmailMax = 254;

export const sendRegistrationCodeBodyCaptchaTokenMax = 4096;

export const sendRegistrationCodeBodyCaptchaGeetestChallengeMax = 128;

export const sendRegistrationCodeBodyCaptchaGeetestValidateMax = 128;

export const sendRegistrationCodeBodyCaptchaGeetestSeccodeMax = 256;


export const SendRegistrationCodeBody = /*#__PURE__*/ zod.object({
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(sendRegistrationCodeBodyEmailMax)),
  "captcha": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['geetest', 'reCaptcha']),
  "token": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sendRegistrationCodeBodyCaptchaTokenMax))),
  "geetest_challenge": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sendRegistrationCodeBodyCaptchaGeetestChallengeMax))),
  "geetest_validate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sendRegistrationCodeBodyCaptchaGeetestValidateMax))),
  "geetest_seccode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sendRegistrationCodeBodyCaptchaGeetestSeccodeMax)))
}))
})

export type SendRegistrationCodeBody = zod.input<typeof SendRegistrationCodeBody>;
export type SendRegistrationCodeBodyOutput = zod.output<typeof SendRegistrationCodeBody>;
