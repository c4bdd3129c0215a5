/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const vipProgramResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const vipProgramResponseDataVolumeCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const vipProgramResponseDataLevelsItemLevelMin = 0;
export const vipProgramResponseDataLevelsItemLevelMax = 20;

export const vipProgramResponseDataLevelsItemMinHoldingRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const vipProgramResponseDataLevelsItemMinVolume30dRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const vipProgramResponseDataLevelsItemMakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const vipProgramResponseDataLevelsItemTakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const vipProgramResponseDataLevelsItemWithdrawalLimitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const vipProgramResponseDataMineLevelMin = 0;
export const vipProgramResponseDataMineLevelMax = 20;

export const vipProgramResponseDataMineHoldingRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const vipProgramResponseDataMineVolume30dRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const vipProgramResponseDataMineNextLevelMax = 20;

export const vipProgramResponseDataMineNextHoldingNeededRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const vipProgramResponseDataMineNextVolumeNeededRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const VipProgramResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', vipProgramResponseDataTickerRegExp),
  "volumeCurrency": /*#__PURE__*/ zod.stringFormat('ticker', vipProgramResponseDataVolumeCurrencyRegExp),
  "levels": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(vipProgramResponseDataLevelsItemLevelMin)).check(/*#__PURE__*/ zod.lte(vipProgramResponseDataLevelsItemLevelMax)),
  "minHolding": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', vipProgramResponseDataLevelsItemMinHoldingRegExp),
  "minVolume30d": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', vipProgramResponseDataLevelsItemMinVolume30dRegExp),
  "makerFee": /*#__PURE__*/ zod.stringFormat('percent-unsigned', vipProgramResponseDataLevelsItemMakerFeeRegExp),
  "takerFee": /*#__PURE__*/ zod.stringFormat('percent-unsigned', vipProgramResponseDataLevelsItemTakerFeeRegExp),
  "withdrawalLimit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', vipProgramResponseDataLevelsItemWithdrawalLimitRegExp),
  "support": /*#__PURE__*/ zod.enum(['standard', 'priority', 'personal'])
})).check(/*#__PURE__*/ zod.minLength(1)),
  "mine": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(vipProgramResponseDataMineLevelMin)).check(/*#__PURE__*/ zod.lte(vipProgramResponseDataMineLevelMax)),
  "holding": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', vipProgramResponseDataMineHoldingRegExp),
  "volume30d": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', vipProgramResponseDataMineVolume30dRegExp),
  "next": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(vipProgramResponseDataMineNextLevelMax)),
  "holdingNeeded": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', vipProgramResponseDataMineNextHoldingNeededRegExp),
  "volumeNeeded": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', vipProgramResponseDataMineNextVolumeNeededRegExp)
}))
}))
})
})

export type VipProgramResponse = zod.input<typeof VipProgramResponse>;
export type VipProgramResponseOutput = zod.output<typeof VipProgramResponse>;
