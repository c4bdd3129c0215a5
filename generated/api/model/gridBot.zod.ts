/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const gridBotMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const gridBotLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotGridCountMin = 2;
export const gridBotGridCountMax = 200;

export const gridBotGridTypeDefault = `arithmetic`;
export const gridBotInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotProfitRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotCreatedAtMin = 0;


export const GridBot = /*#__PURE__*/ zod.object({
  "extGridId": /*#__PURE__*/ zod.uuid(),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', gridBotMarketRegExp),
  "marketType": /*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const),
  "smartGrid": /*#__PURE__*/ zod.boolean(),
  "lowerPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridBotLowerPriceRegExp),
  "upperPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridBotUpperPriceRegExp),
  "gridCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(gridBotGridCountMin)).check(/*#__PURE__*/ zod.lte(gridBotGridCountMax)),
  "gridType": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['arithmetic', 'geometric']), gridBotGridTypeDefault),
  "investment": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridBotInvestmentRegExp),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "profit": /*#__PURE__*/ zod.stringFormat('decimal', gridBotProfitRegExp),
  "status": /*#__PURE__*/ zod.enum(['active', 'stopped', 'completed']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(gridBotCreatedAtMin))
})

export type GridBot = zod.input<typeof GridBot>;
export type GridBotOutput = zod.output<typeof GridBot>;
