/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const acceptThirdPartyRegistrationBodyTokenMin = 20;
export const acceptThirdPartyRegistrationBodyTokenMax = 8192;


export const acceptThirdPartyRegistrationBodyTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');

export const acceptThirdPartyRegistrationBodyReferralCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,32}$');
export const acceptThirdPartyRegistrationBodyAffiliateCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,64}$');
export const acceptThirdPartyRegistrationBodyUtmCampaignMax = 255;


export const AcceptThirdPartyRegistrationBody = /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(acceptThirdPartyRegistrationBodyTokenMin)).check(/*#__PURE__*/ zod.maxLength(acceptThirdPartyRegistrationBodyTokenMax)).check(/*#__PURE__*/ zod.regex(acceptThirdPartyRegistrationBodyTokenRegExp)),
  "provider": /*#__PURE__*/ zod.enum(['google', 'apple']),
  "consents": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['terms', 'privacy', 'marketing', 'kvkk', 'riskDisclosure', 'ageConfirmation'])).check(/*#__PURE__*/ zod.minLength(1)),
  "referralCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(acceptThirdPartyRegistrationBodyReferralCodeRegExp))),
  "affiliateCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(acceptThirdPartyRegistrationBodyAffiliateCodeRegExp))),
  "utm_campaign": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(acceptThirdPartyRegistrationBodyUtmCampaignMax)))
})

export type AcceptThirdPartyRegistrationBody = zod.input<typeof AcceptThirdPartyRegistrationBody>;
export type AcceptThirdPartyRegistrationBodyOutput = zod.output<typeof AcceptThirdPartyRegistrationBody>;
