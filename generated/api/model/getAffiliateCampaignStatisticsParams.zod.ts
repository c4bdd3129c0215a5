/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const GetAffiliateCampaignStatisticsParams = /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['7d', '30d', '90d']))
})

export type GetAffiliateCampaignStatisticsParams = zod.input<typeof GetAffiliateCampaignStatisticsParams>;
export type GetAffiliateCampaignStatisticsParamsOutput = zod.output<typeof GetAffiliateCampaignStatisticsParams>;
