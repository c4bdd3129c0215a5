/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const wbtInfoTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const wbtInfoPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoTotalSupplyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoCirculatingSupplyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoTotalBurnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtInfoHoldersMin = 0;
export const wbtInfoHoldersMax = 1000000000;


export const WbtInfo = zod.object({
  "ticker": zod.stringFormat('ticker', wbtInfoTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "price": zod.stringFormat('decimal-unsigned', wbtInfoPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "totalSupply": zod.stringFormat('decimal-unsigned', wbtInfoTotalSupplyRegExp).describe('A DecimalString that is zero or positive.'),
  "circulatingSupply": zod.stringFormat('decimal-unsigned', wbtInfoCirculatingSupplyRegExp).describe('A DecimalString that is zero or positive.'),
  "totalBurned": zod.stringFormat('decimal-unsigned', wbtInfoTotalBurnedRegExp).describe('A DecimalString that is zero or positive.'),
  "holders": zod.int().min(wbtInfoHoldersMin).max(wbtInfoHoldersMax).optional()
}).describe('The native token\'s overview (/wbt page). Assumption: the spec names the call only; the supply figures are invented.')

export type WbtInfo = zod.input<typeof WbtInfo>;
export type WbtInfoOutput = zod.output<typeof WbtInfo>;
