/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

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

export const WbtBalancesResponse = zod.object({
  "data": zod.object({
  "main": zod.stringFormat('decimal-unsigned', wbtBalancesResponseDataMainRegExp).default(wbtBalancesResponseDataMainDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "hold": zod.stringFormat('decimal-unsigned', wbtBalancesResponseDataHoldRegExp).default(wbtBalancesResponseDataHoldDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "unhold": zod.stringFormat('decimal-unsigned', wbtBalancesResponseDataUnholdRegExp).default(wbtBalancesResponseDataUnholdDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "trade": zod.stringFormat('decimal-unsigned', wbtBalancesResponseDataTradeRegExp).default(wbtBalancesResponseDataTradeDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "launchpad": zod.stringFormat('decimal-unsigned', wbtBalancesResponseDataLaunchpadRegExp).default(wbtBalancesResponseDataLaunchpadDefault).describe('An amount of a balance; "0" when the server leaves it out.')
}).describe('The user\'s native token balances (section 3); decimal strings, "0" when the server leaves one out.')
})

export type WbtBalancesResponse = zod.input<typeof WbtBalancesResponse>;
export type WbtBalancesResponseOutput = zod.output<typeof WbtBalancesResponse>;
