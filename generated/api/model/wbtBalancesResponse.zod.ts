/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const wbtBalancesResponseDataMainDefault = `0`;
export const wbtBalancesResponseDataMainRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBalancesResponseDataHoldDefault = `0`;
export const wbtBalancesResponseDataHoldRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBalancesResponseDataUnholdDefault = `0`;
export const wbtBalancesResponseDataUnholdRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBalancesResponseDataTradeDefault = `0`;
export const wbtBalancesResponseDataTradeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBalancesResponseDataLaunchpadDefault = `0`;
export const wbtBalancesResponseDataLaunchpadRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtBalancesResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "main": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBalancesResponseDataMainRegExp), wbtBalancesResponseDataMainDefault),
  "hold": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBalancesResponseDataHoldRegExp), wbtBalancesResponseDataHoldDefault),
  "unhold": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBalancesResponseDataUnholdRegExp), wbtBalancesResponseDataUnholdDefault),
  "trade": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBalancesResponseDataTradeRegExp), wbtBalancesResponseDataTradeDefault),
  "launchpad": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBalancesResponseDataLaunchpadRegExp), wbtBalancesResponseDataLaunchpadDefault)
})
})

export type WbtBalancesResponse = zod.input<typeof WbtBalancesResponse>;
export type WbtBalancesResponseOutput = zod.output<typeof WbtBalancesResponse>;
