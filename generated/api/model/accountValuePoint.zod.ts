/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const accountValuePointTimeMin = 0;

export const accountValuePointTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const accountValuePointMainRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const accountValuePointSpotRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const accountValuePointCollateralRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const accountValuePointEarnRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const accountValuePointInflowRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AccountValuePoint = /*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(accountValuePointTimeMin)),
  "total": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', accountValuePointTotalRegExp),
  "main": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', accountValuePointMainRegExp),
  "spot": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', accountValuePointSpotRegExp),
  "collateral": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', accountValuePointCollateralRegExp),
  "earn": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', accountValuePointEarnRegExp),
  "inflow": /*#__PURE__*/ zod.stringFormat('decimal', accountValuePointInflowRegExp)
})

export type AccountValuePoint = zod.input<typeof AccountValuePoint>;
export type AccountValuePointOutput = zod.output<typeof AccountValuePoint>;
