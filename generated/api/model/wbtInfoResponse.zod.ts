/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const wbtInfoResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const wbtInfoResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoResponseDataTotalSupplyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoResponseDataCirculatingSupplyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoResponseDataTotalBurnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoResponseDataHoldersMin = 0;
export const wbtInfoResponseDataHoldersMax = 1000000000;


export const WbtInfoResponse = zod.object({
  "data": zod.object({
  "ticker": zod.stringFormat('ticker', wbtInfoResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "price": zod.stringFormat('decimal-unsigned', wbtInfoResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "totalSupply": zod.stringFormat('decimal-unsigned', wbtInfoResponseDataTotalSupplyRegExp).describe('A DecimalString that is zero or positive.'),
  "circulatingSupply": zod.stringFormat('decimal-unsigned', wbtInfoResponseDataCirculatingSupplyRegExp).describe('A DecimalString that is zero or positive.'),
  "totalBurned": zod.stringFormat('decimal-unsigned', wbtInfoResponseDataTotalBurnedRegExp).describe('A DecimalString that is zero or positive.'),
  "holders": zod.int().min(wbtInfoResponseDataHoldersMin).max(wbtInfoResponseDataHoldersMax).optional()
}).describe('The native token\'s overview (/wbt page). Assumption: the spec names the call only; the supply figures are invented.')
})

export type WbtInfoResponse = zod.input<typeof WbtInfoResponse>;
export type WbtInfoResponseOutput = zod.output<typeof WbtInfoResponse>;
