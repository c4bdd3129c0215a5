/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const GetTradingVolumeHistoryParams = /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['7d', '30d', '90d', '365d']))
})

export type GetTradingVolumeHistoryParams = zod.input<typeof GetTradingVolumeHistoryParams>;
export type GetTradingVolumeHistoryParamsOutput = zod.output<typeof GetTradingVolumeHistoryParams>;
