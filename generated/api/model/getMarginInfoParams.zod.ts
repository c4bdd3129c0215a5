/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const getMarginInfoParamsIncludeBonusDefault = false;
export const GetMarginInfoParams = /*#__PURE__*/ zod.object({
  "includeBonus": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), getMarginInfoParamsIncludeBonusDefault)
})

export type GetMarginInfoParams = zod.input<typeof GetMarginInfoParams>;
export type GetMarginInfoParamsOutput = zod.output<typeof GetMarginInfoParams>;
