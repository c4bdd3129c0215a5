/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const getMarginInfoParamsIncludeBonusDefault = false;
export const GetMarginInfoParams = zod.object({
  "includeBonus": zod.boolean().default(getMarginInfoParamsIncludeBonusDefault)
})

export type GetMarginInfoParams = zod.input<typeof GetMarginInfoParams>;
export type GetMarginInfoParamsOutput = zod.output<typeof GetMarginInfoParams>;
