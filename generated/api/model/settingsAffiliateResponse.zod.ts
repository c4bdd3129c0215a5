/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsAffiliateResponseDataAffiliateCodeMin = 4;
export const settingsAffiliateResponseDataAffiliateCodeMax = 64;

export const settingsAffiliateResponseDataAffiliateLinkMax = 4096;


export const settingsAffiliateResponseDataAffiliateLinkRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const settingsAffiliateResponseDataCommissionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const SettingsAffiliateResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.enum(['none', 'pending', 'approved', 'rejected']),
  "affiliateCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsAffiliateResponseDataAffiliateCodeMin)).check(/*#__PURE__*/ zod.maxLength(settingsAffiliateResponseDataAffiliateCodeMax))),
  "affiliateLink": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(settingsAffiliateResponseDataAffiliateLinkMax)).check(/*#__PURE__*/ zod.regex(settingsAffiliateResponseDataAffiliateLinkRegExp))),
  "commissionRate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsAffiliateResponseDataCommissionRateRegExp))
})
})

export type SettingsAffiliateResponse = zod.input<typeof SettingsAffiliateResponse>;
export type SettingsAffiliateResponseOutput = zod.output<typeof SettingsAffiliateResponse>;
