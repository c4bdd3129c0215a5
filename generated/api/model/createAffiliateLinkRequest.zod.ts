/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createAffiliateLinkRequestCampaignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const createAffiliateLinkRequestLandingPageRegExp = new RegExp('^/[a-z0-9/-]{0,63}$');
export const createAffiliateLinkRequestSubIdRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');

export const CreateAffiliateLinkRequest = /*#__PURE__*/ zod.object({
  "campaign": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', createAffiliateLinkRequestCampaignRegExp),
  "landingPage": /*#__PURE__*/ zod.stringFormat('affiliate-landing-page', createAffiliateLinkRequestLandingPageRegExp),
  "subId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('affiliate-sub-id', createAffiliateLinkRequestSubIdRegExp))
})

export type CreateAffiliateLinkRequest = zod.input<typeof CreateAffiliateLinkRequest>;
export type CreateAffiliateLinkRequestOutput = zod.output<typeof CreateAffiliateLinkRequest>;
