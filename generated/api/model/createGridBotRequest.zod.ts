/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createGridBotRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const createGridBotRequestSmartGridDefault = false;
export const createGridBotRequestLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBotRequestUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBotRequestGridCountMin = 2;
export const createGridBotRequestGridCountMax = 200;

export const createGridBotRequestGridTypeDefault = `arithmetic`;
export const createGridBotRequestInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CreateGridBotRequest = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', createGridBotRequestMarketRegExp),
  "marketType": /*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const),
  "smartGrid": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), createGridBotRequestSmartGridDefault),
  "lowerPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createGridBotRequestLowerPriceRegExp),
  "upperPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createGridBotRequestUpperPriceRegExp),
  "gridCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createGridBotRequestGridCountMin)).check(/*#__PURE__*/ zod.lte(createGridBotRequestGridCountMax)),
  "gridType": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['arithmetic', 'geometric']), createGridBotRequestGridTypeDefault),
  "investment": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createGridBotRequestInvestmentRegExp),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const))
})

export type CreateGridBotRequest = zod.input<typeof CreateGridBotRequest>;
export type CreateGridBotRequestOutput = zod.output<typeof CreateGridBotRequest>;
