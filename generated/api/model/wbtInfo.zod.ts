/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const wbtInfoTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const wbtInfoPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoTotalSupplyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoCirculatingSupplyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoTotalBurnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoHoldersMin = 0;
export const wbtInfoHoldersMax = 1000000000;


export const WbtInfo = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', wbtInfoTickerRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtInfoPriceRegExp),
  "totalSupply": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtInfoTotalSupplyRegExp),
  "circulatingSupply": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtInfoCirculatingSupplyRegExp),
  "totalBurned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtInfoTotalBurnedRegExp),
  "holders": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtInfoHoldersMin)).check(/*#__PURE__*/ zod.lte(wbtInfoHoldersMax)))
})

export type WbtInfo = zod.input<typeof WbtInfo>;
export type WbtInfoOutput = zod.output<typeof WbtInfo>;
