/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const leverageBracketsListResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const leverageBracketsListResponseDataItemBracketsItemMinPositionValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const leverageBracketsListResponseDataItemBracketsItemMaxPositionValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const leverageBracketsListResponseDataItemBracketsItemMaintenanceMarginRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const LeverageBracketsListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', leverageBracketsListResponseDataItemMarketRegExp),
  "brackets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "tier": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "minPositionValue": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', leverageBracketsListResponseDataItemBracketsItemMinPositionValueRegExp)),
  "maxPositionValue": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', leverageBracketsListResponseDataItemBracketsItemMaxPositionValueRegExp),
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
  "maintenanceMarginRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', leverageBracketsListResponseDataItemBracketsItemMaintenanceMarginRateRegExp)
})).check(/*#__PURE__*/ zod.minLength(1))
}))
})

export type LeverageBracketsListResponse = zod.input<typeof LeverageBracketsListResponse>;
export type LeverageBracketsListResponseOutput = zod.output<typeof LeverageBracketsListResponse>;
