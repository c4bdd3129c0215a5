/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const gridBotResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const gridBotResponseDataLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotResponseDataUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotResponseDataGridCountMin = 2;
export const gridBotResponseDataGridCountMax = 200;

export const gridBotResponseDataGridTypeDefault = `arithmetic`;
export const gridBotResponseDataInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotResponseDataProfitRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotResponseDataCreatedAtMin = 0;


export const GridBotResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "extGridId": /*#__PURE__*/ zod.uuid(),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', gridBotResponseDataMarketRegExp),
  "marketType": /*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const),
  "smartGrid": /*#__PURE__*/ zod.boolean(),
  "lowerPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridBotResponseDataLowerPriceRegExp),
  "upperPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridBotResponseDataUpperPriceRegExp),
  "gridCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(gridBotResponseDataGridCountMin)).check(/*#__PURE__*/ zod.lte(gridBotResponseDataGridCountMax)),
  "gridType": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['arithmetic', 'geometric']), gridBotResponseDataGridTypeDefault),
  "investment": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridBotResponseDataInvestmentRegExp),
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
  "profit": /*#__PURE__*/ zod.stringFormat('decimal', gridBotResponseDataProfitRegExp),
  "status": /*#__PURE__*/ zod.enum(['active', 'stopped', 'completed']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(gridBotResponseDataCreatedAtMin))
})
})

export type GridBotResponse = zod.input<typeof GridBotResponse>;
export type GridBotResponseOutput = zod.output<typeof GridBotResponse>;
