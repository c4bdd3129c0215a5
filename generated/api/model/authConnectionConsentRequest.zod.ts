/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authConnectionConsentRequestTokenMin = 20;
export const authConnectionConsentRequestTokenMax = 8192;


export const authConnectionConsentRequestTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');

export const authConnectionConsentRequestReferralCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,32}$');
export const authConnectionConsentRequestAffiliateCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,64}$');
export const authConnectionConsentRequestUtmCampaignMax = 255;


export const AuthConnectionConsentRequest = /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authConnectionConsentRequestTokenMin)).check(/*#__PURE__*/ zod.maxLength(authConnectionConsentRequestTokenMax)).check(/*#__PURE__*/ zod.regex(authConnectionConsentRequestTokenRegExp)),
  "provider": /*#__PURE__*/ zod.enum(['google', 'apple']),
  "consents": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['terms', 'privacy', 'marketing', 'kvkk', 'riskDisclosure', 'ageConfirmation'])).check(/*#__PURE__*/ zod.minLength(1)),
  "referralCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(authConnectionConsentRequestReferralCodeRegExp))),
  "affiliateCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(authConnectionConsentRequestAffiliateCodeRegExp))),
  "utm_campaign": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(authConnectionConsentRequestUtmCampaignMax)))
})

export type AuthConnectionConsentRequest = zod.input<typeof AuthConnectionConsentRequest>;
export type AuthConnectionConsentRequestOutput = zod.output<typeof AuthConnectionConsentRequest>;
