/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const registerBodyEmailMax = 254;

export const registerBodyPhoneRegExp = new RegExp('^\\+[1-9][0-9]{7,14}$');
export const registerBodyPasswordMin = 8;
export const registerBodyPasswordMax = 128;


export const registerBodyReferralCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,32}$');
export const registerBodyAffiliateCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,64}$');
export const registerBodyUtmCampaignMax = 255;

export const registerBodyCaptchaTokenMax = 4096;

export const registerBodyCaptchaGeetestChallengeMax = 128;

export const registerBodyCaptchaGeetestValidateMax = 128;

export const registerBodyCaptchaGeetestSeccodeMax = 256;


export const RegisterBody = /*#__PURE__*/ zod.object({
  "email": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(registerBodyEmailMax))),
  "phone": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(registerBodyPhoneRegExp))),
  "password": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(registerBodyPasswordMin)).check(/*#__PURE__*/ zod.maxLength(registerBodyPasswordMax)),
  "consents": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['terms', 'privacy', 'marketing', 'kvkk', 'riskDisclosure', 'ageConfirmation'])).check(/*#__PURE__*/ zod.minLength(1)),
  "referralCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(registerBodyReferralCodeRegExp))),
  "affiliateCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(registerBodyAffiliateCodeRegExp))),
  "utm_campaign": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(registerBodyUtmCampaignMax))),
  "captcha": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['geetest', 'reCaptcha']),
  "token": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(registerBodyCaptchaTokenMax))),
  "geetest_challenge": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(registerBodyCaptchaGeetestChallengeMax))),
  "geetest_validate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(registerBodyCaptchaGeetestValidateMax))),
  "geetest_seccode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(registerBodyCaptchaGeetestSeccodeMax)))
}))
})

export type RegisterBody = zod.input<typeof RegisterBody>;
export type RegisterBodyOutput = zod.output<typeof RegisterBody>;
