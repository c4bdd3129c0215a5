/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsAffiliateResponseDataAffiliateCodeMin = 4;
export const settingsAffiliateResponseDataAffiliateCodeMax = 64;

export const settingsAffiliateResponseDataCommissionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const SettingsAffiliateResponse = zod.object({
  "data": zod.object({
  "status": zod.enum(['none', 'pending', 'approved', 'rejected']),
  "affiliateCode": zod.string().min(settingsAffiliateResponseDataAffiliateCodeMin).max(settingsAffiliateResponseDataAffiliateCodeMax).optional(),
  "affiliateLink": zod.url().optional(),
  "commissionRate": zod.stringFormat('percent-unsigned', settingsAffiliateResponseDataCommissionRateRegExp).optional().describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The affiliate program of the user. Assumption: modelled as the application status, code, link and commission rate.')
})

export type SettingsAffiliateResponse = zod.input<typeof SettingsAffiliateResponse>;
export type SettingsAffiliateResponseOutput = zod.output<typeof SettingsAffiliateResponse>;
