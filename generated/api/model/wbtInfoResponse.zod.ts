/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const wbtInfoResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const wbtInfoResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoResponseDataTotalSupplyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoResponseDataCirculatingSupplyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoResponseDataTotalBurnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoResponseDataHoldersMin = 0;
export const wbtInfoResponseDataHoldersMax = 1000000000;


export const WbtInfoResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', wbtInfoResponseDataTickerRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtInfoResponseDataPriceRegExp),
  "totalSupply": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtInfoResponseDataTotalSupplyRegExp),
  "circulatingSupply": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtInfoResponseDataCirculatingSupplyRegExp),
  "totalBurned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtInfoResponseDataTotalBurnedRegExp),
  "holders": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtInfoResponseDataHoldersMin)).check(/*#__PURE__*/ zod.lte(wbtInfoResponseDataHoldersMax)))
})
})

export type WbtInfoResponse = zod.input<typeof WbtInfoResponse>;
export type WbtInfoResponseOutput = zod.output<typeof WbtInfoResponse>;
