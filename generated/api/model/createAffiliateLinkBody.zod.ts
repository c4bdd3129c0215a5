/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createAffiliateLinkBodyCampaignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const createAffiliateLinkBodyLandingPageRegExp = new RegExp('^/[a-z0-9/-]{0,63}$');
export const createAffiliateLinkBodySubIdRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');

export const CreateAffiliateLinkBody = /*#__PURE__*/ zod.object({
  "campaign": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', createAffiliateLinkBodyCampaignRegExp),
  "landingPage": /*#__PURE__*/ zod.stringFormat('affiliate-landing-page', createAffiliateLinkBodyLandingPageRegExp),
  "subId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('affiliate-sub-id', createAffiliateLinkBodySubIdRegExp))
})

export type CreateAffiliateLinkBody = zod.input<typeof CreateAffiliateLinkBody>;
export type CreateAffiliateLinkBodyOutput = zod.output<typeof CreateAffiliateLinkBody>;
