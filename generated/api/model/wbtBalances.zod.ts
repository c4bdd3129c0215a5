/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

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

export const WbtBalances = zod.object({
  "main": zod.stringFormat('decimal-unsigned', wbtBalancesMainRegExp).default(wbtBalancesMainDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "hold": zod.stringFormat('decimal-unsigned', wbtBalancesHoldRegExp).default(wbtBalancesHoldDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "unhold": zod.stringFormat('decimal-unsigned', wbtBalancesUnholdRegExp).default(wbtBalancesUnholdDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "trade": zod.stringFormat('decimal-unsigned', wbtBalancesTradeRegExp).default(wbtBalancesTradeDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "launchpad": zod.stringFormat('decimal-unsigned', wbtBalancesLaunchpadRegExp).default(wbtBalancesLaunchpadDefault).describe('An amount of a balance; "0" when the server leaves it out.')
}).describe('The user\'s native token balances (section 3); decimal strings, "0" when the server leaves one out.')

export type WbtBalances = zod.input<typeof WbtBalances>;
export type WbtBalancesOutput = zod.output<typeof WbtBalances>;
