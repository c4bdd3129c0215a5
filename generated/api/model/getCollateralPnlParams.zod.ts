/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const GetCollateralPnlParams = /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['7d', '30d', '90d', '365d']))
})

export type GetCollateralPnlParams = zod.input<typeof GetCollateralPnlParams>;
export type GetCollateralPnlParamsOutput = zod.output<typeof GetCollateralPnlParams>;
