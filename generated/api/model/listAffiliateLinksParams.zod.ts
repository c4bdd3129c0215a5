/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listAffiliateLinksParamsCampaignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');

export const ListAffiliateLinksParams = /*#__PURE__*/ zod.object({
  "campaign": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', listAffiliateLinksParamsCampaignRegExp))
})

export type ListAffiliateLinksParams = zod.input<typeof ListAffiliateLinksParams>;
export type ListAffiliateLinksParamsOutput = zod.output<typeof ListAffiliateLinksParams>;
