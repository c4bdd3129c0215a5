/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createGridBotBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const createGridBotBodySmartGridDefault = false;
export const createGridBotBodyLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBotBodyUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBotBodyGridCountMin = 2;
export const createGridBotBodyGridCountMax = 200;

export const createGridBotBodyGridTypeDefault = `arithmetic`;
export const createGridBotBodyInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CreateGridBotBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', createGridBotBodyMarketRegExp),
  "marketType": /*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const),
  "smartGrid": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), createGridBotBodySmartGridDefault),
  "lowerPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createGridBotBodyLowerPriceRegExp),
  "upperPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createGridBotBodyUpperPriceRegExp),
  "gridCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createGridBotBodyGridCountMin)).check(/*#__PURE__*/ zod.lte(createGridBotBodyGridCountMax)),
  "gridType": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['arithmetic', 'geometric']), createGridBotBodyGridTypeDefault),
  "investment": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createGridBotBodyInvestmentRegExp),
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

export type CreateGridBotBody = zod.input<typeof CreateGridBotBody>;
export type CreateGridBotBodyOutput = zod.output<typeof CreateGridBotBody>;
