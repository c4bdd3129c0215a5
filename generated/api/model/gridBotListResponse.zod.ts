/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const gridBotListResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const gridBotListResponseDataItemLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotListResponseDataItemUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotListResponseDataItemGridCountMin = 2;
export const gridBotListResponseDataItemGridCountMax = 200;

export const gridBotListResponseDataItemGridTypeDefault = `arithmetic`;
export const gridBotListResponseDataItemInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotListResponseDataItemProfitRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotListResponseDataItemCreatedAtMin = 0;


export const GridBotListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "extGridId": /*#__PURE__*/ zod.uuid(),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', gridBotListResponseDataItemMarketRegExp),
  "marketType": /*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const),
  "smartGrid": /*#__PURE__*/ zod.boolean(),
  "lowerPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridBotListResponseDataItemLowerPriceRegExp),
  "upperPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridBotListResponseDataItemUpperPriceRegExp),
  "gridCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(gridBotListResponseDataItemGridCountMin)).check(/*#__PURE__*/ zod.lte(gridBotListResponseDataItemGridCountMax)),
  "gridType": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['arithmetic', 'geometric']), gridBotListResponseDataItemGridTypeDefault),
  "investment": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridBotListResponseDataItemInvestmentRegExp),
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
  "profit": /*#__PURE__*/ zod.stringFormat('decimal', gridBotListResponseDataItemProfitRegExp),
  "status": /*#__PURE__*/ zod.enum(['active', 'stopped', 'completed']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(gridBotListResponseDataItemCreatedAtMin))
}))
})

export type GridBotListResponse = zod.input<typeof GridBotListResponse>;
export type GridBotListResponseOutput = zod.output<typeof GridBotListResponse>;
