/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AffiliateCampaignSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');

export const AffiliateCampaignSlug = /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', AffiliateCampaignSlugRegExp)

export type AffiliateCampaignSlug = zod.input<typeof AffiliateCampaignSlug>;
export type AffiliateCampaignSlugOutput = zod.output<typeof AffiliateCampaignSlug>;
