/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const wbtBalancesMainDefault = `0`;
export const wbtBalancesMainRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBalancesHoldDefault = `0`;
export const wbtBalancesHoldRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBalancesUnholdDefault = `0`;
export const wbtBalancesUnholdRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBalancesTradeDefault = `0`;
export const wbtBalancesTradeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBalancesLaunchpadDefault = `0`;
export const wbtBalancesLaunchpadRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtBalances = /*#__PURE__*/ zod.object({
  "main": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBalancesMainRegExp), wbtBalancesMainDefault),
  "hold": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBalancesHoldRegExp), wbtBalancesHoldDefault),
  "unhold": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBalancesUnholdRegExp), wbtBalancesUnholdDefault),
  "trade": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBalancesTradeRegExp), wbtBalancesTradeDefault),
  "launchpad": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBalancesLaunchpadRegExp), wbtBalancesLaunchpadDefault)
})

export type WbtBalances = zod.input<typeof WbtBalances>;
export type WbtBalancesOutput = zod.output<typeof WbtBalances>;
