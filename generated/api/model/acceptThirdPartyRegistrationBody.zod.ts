/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const acceptThirdPartyRegistrationBodyTokenMin = 20;
export const acceptThirdPartyRegistrationBodyTokenMax = 8192;


export const acceptThirdPartyRegistrationBodyTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');

export const acceptThirdPartyRegistrationBodyReferralCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,32}$');
export const acceptThirdPartyRegistrationBodyAffiliateCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,64}$');
export const acceptThirdPartyRegistrationBodyUtmCampaignMax = 255;


export const AcceptThirdPartyRegistrationBody = zod.object({
  "token": zod.string().min(acceptThirdPartyRegistrationBodyTokenMin).max(acceptThirdPartyRegistrationBodyTokenMax).regex(acceptThirdPartyRegistrationBodyTokenRegExp).describe('The provider\'s identity token: a JWT of three dot-separated parts that must contain an e-mail (section 5: else \'Invalid token\', \'Invalid token format\' or \'Invalid email\').'),
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).'),
  "consents": zod.array(zod.enum(['terms', 'privacy', 'marketing', 'kvkk', 'riskDisclosure', 'ageConfirmation']).describe('A consent of the registration form; which ones are required is the region\'s choice (region config).')).min(1),
  "referralCode": zod.string().regex(acceptThirdPartyRegistrationBodyReferralCodeRegExp).optional().describe('A referral code. Assumption: 4 to 32 letters, digits, dashes or underscores.'),
  "affiliateCode": zod.string().regex(acceptThirdPartyRegistrationBodyAffiliateCodeRegExp).optional().describe('An affiliate code. Assumption: 4 to 64 letters, digits, dashes or underscores.'),
  "utm_campaign": zod.string().max(acceptThirdPartyRegistrationBodyUtmCampaignMax).optional().describe('The campaign of the visit (utm_campaign of the landing URL), kept for attribution.')
}).describe('Gives the registration consent for a third-party sign-in without an account (the consent flag of the login result), which creates the account. Assumption: modelled like the registration form\'s consents and codes.')

export type AcceptThirdPartyRegistrationBody = zod.input<typeof AcceptThirdPartyRegistrationBody>;
export type AcceptThirdPartyRegistrationBodyOutput = zod.output<typeof AcceptThirdPartyRegistrationBody>;
