/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

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


export const AuthRegisterRequest = zod.object({
  "email": zod.email().max(authRegisterRequestEmailMax).optional().describe('An e-mail address.'),
  "phone": zod.string().regex(authRegisterRequestPhoneRegExp).optional().describe('Registration by phone (the lifecell registration pages) instead of e-mail. Assumption: one of email and phone is sent.'),
  "password": zod.string().min(authRegisterRequestPasswordMin).max(authRegisterRequestPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "consents": zod.array(zod.enum(['terms', 'privacy', 'marketing', 'kvkk', 'riskDisclosure', 'ageConfirmation']).describe('A consent of the registration form; which ones are required is the region\'s choice (region config).')).min(1).describe('The consents given; the region decides which are required.'),
  "referralCode": zod.string().regex(authRegisterRequestReferralCodeRegExp).optional().describe('A referral code. Assumption: 4 to 32 letters, digits, dashes or underscores.'),
  "affiliateCode": zod.string().regex(authRegisterRequestAffiliateCodeRegExp).optional().describe('An affiliate code. Assumption: 4 to 64 letters, digits, dashes or underscores.'),
  "utm_campaign": zod.string().max(authRegisterRequestUtmCampaignMax).optional().describe('The campaign of the visit (utm_campaign of the landing URL), kept for attribution.'),
  "captcha": zod.object({
  "provider": zod.enum(['geetest', 'reCaptcha']),
  "token": zod.string().min(1).max(authRegisterRequestCaptchaTokenMax).optional().describe('The reCaptcha response token.'),
  "geetest_challenge": zod.string().min(1).max(authRegisterRequestCaptchaGeetestChallengeMax).optional(),
  "geetest_validate": zod.string().min(1).max(authRegisterRequestCaptchaGeetestValidateMax).optional(),
  "geetest_seccode": zod.string().min(1).max(authRegisterRequestCaptchaGeetestSeccodeMax).optional()
}).optional().describe('The answer of a solved captcha, sent with a captcha-protected request (section 4: validate, then captcha, then the action; a low score asks for a challenge and a retry). Assumption: the field names are not shown; reCaptcha sends its token, Geetest (v3) its three values.')
}).describe('Registration by e-mail and password, with the region\'s consents and the referral or affiliate code (checked beforehand by the validation calls). Assumption: the field names are not shown; modelled on the registration form.')

export type AuthRegisterRequest = zod.input<typeof AuthRegisterRequest>;
export type AuthRegisterRequestOutput = zod.output<typeof AuthRegisterRequest>;
