/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const leverageBracketTierMinPositionValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const leverageBracketTierMaxPositionValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const leverageBracketTierMaintenanceMarginRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const LeverageBracketTier = /*#__PURE__*/ zod.object({
  "tier": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "minPositionValue": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', leverageBracketTierMinPositionValueRegExp)),
  "maxPositionValue": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', leverageBracketTierMaxPositionValueRegExp),
  "maxLeverage": /*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const),
  "maintenanceMarginRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', leverageBracketTierMaintenanceMarginRateRegExp)
})

export type LeverageBracketTier = zod.input<typeof LeverageBracketTier>;
export type LeverageBracketTierOutput = zod.output<typeof LeverageBracketTier>;
