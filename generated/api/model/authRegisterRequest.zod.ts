/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authRegisterRequestEmailMax = 254;

export const authRegisterRequestPhoneRegExp = new RegExp('^\\+[1-9][0-9]{7,14}$');
export const authRegisterRequestPasswordMin = 8;
export const authRegisterRequestPasswordMax = 128;


export const authRegisterRequestReferralCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,32}$');
export const authRegisterRequestAffiliateCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,64}$');
export const authRegisterRequestUtmCampaignMax = 255;

export const authRegisterRequestCaptchaTokenMax = 4096;

export const authRegisterRequestCaptchaGeetestChallengeMax = 128;

export const authRegisterRequestCaptchaGeetestValidateMax = 128;

export const authRegisterRequestCaptchaGeetestSeccodeMax = 256;


export const AuthRegisterRequest = /*#__PURE__*/ zod.object({
  "email": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(authRegisterRequestEmailMax))),
  "phone": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(authRegisterRequestPhoneRegExp))),
  "password": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authRegisterRequestPasswordMin)).check(/*#__PURE__*/ zod.maxLength(authRegisterRequestPasswordMax)),
  "consents": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['terms', 'privacy', 'marketing', 'kvkk', 'riskDisclosure', 'ageConfirmation'])).check(/*#__PURE__*/ zod.minLength(1)),
  "referralCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(authRegisterRequestReferralCodeRegExp))),
  "affiliateCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(authRegisterRequestAffiliateCodeRegExp))),
  "utm_campaign": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(authRegisterRequestUtmCampaignMax))),
  "captcha": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['geetest', 'reCaptcha']),
  "token": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authRegisterRequestCaptchaTokenMax))),
  "geetest_challenge": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authRegisterRequestCaptchaGeetestChallengeMax))),
  "geetest_validate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authRegisterRequestCaptchaGeetestValidateMax))),
  "geetest_seccode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authRegisterRequestCaptchaGeetestSeccodeMax)))
}))
})

export type AuthRegisterRequest = zod.input<typeof AuthRegisterRequest>;
export type AuthRegisterRequestOutput = zod.output<typeof AuthRegisterRequest>;
