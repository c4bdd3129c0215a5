/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const autoInvestAllocationTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestAllocationPercentMax = 100;


export const AutoInvestAllocation = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestAllocationTickerRegExp),
  "percent": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestAllocationPercentMax))
})

export type AutoInvestAllocation = zod.input<typeof AutoInvestAllocation>;
export type AutoInvestAllocationOutput = zod.output<typeof AutoInvestAllocation>;
