/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const vipLevelLevelMin = 0;
export const vipLevelLevelMax = 20;

export const vipLevelMinHoldingRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const vipLevelMinVolume30dRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const vipLevelMakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const vipLevelTakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const vipLevelWithdrawalLimitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const VipLevel = /*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(vipLevelLevelMin)).check(/*#__PURE__*/ zod.lte(vipLevelLevelMax)),
  "minHolding": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', vipLevelMinHoldingRegExp),
  "minVolume30d": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', vipLevelMinVolume30dRegExp),
  "makerFee": /*#__PURE__*/ zod.stringFormat('percent-unsigned', vipLevelMakerFeeRegExp),
  "takerFee": /*#__PURE__*/ zod.stringFormat('percent-unsigned', vipLevelTakerFeeRegExp),
  "withdrawalLimit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', vipLevelWithdrawalLimitRegExp),
  "support": /*#__PURE__*/ zod.enum(['standard', 'priority', 'personal'])
})

export type VipLevel = zod.input<typeof VipLevel>;
export type VipLevelOutput = zod.output<typeof VipLevel>;
