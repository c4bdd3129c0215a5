/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const wbSoulDashboardResponseDataTokenNetworkMin = 2;
export const wbSoulDashboardResponseDataTokenNetworkMax = 40;

export const wbSoulDashboardResponseDataTokenAddressRegExp = new RegExp('^0x[0-9a-f]{40}$');
export const wbSoulDashboardResponseDataTokenMintedAtMin = 0;

export const wbSoulDashboardResponseDataPointsMin = 0;

export const wbSoulDashboardResponseDataLevelMin = 0;
export const wbSoulDashboardResponseDataLevelMax = 10;

export const wbSoulDashboardResponseDataLevelsItemLevelMin = 0;
export const wbSoulDashboardResponseDataLevelsItemLevelMax = 10;

export const wbSoulDashboardResponseDataLevelsItemPointsMin = 0;


export const wbSoulDashboardResponseDataAchievementsItemProgressRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbSoulDashboardResponseDataAchievementsItemTargetRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const wbSoulDashboardResponseDataAchievementsItemCompletedAtMin = 0;


export const WbSoulDashboardResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "minted": /*#__PURE__*/ zod.boolean(),
  "token": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "tokenId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "network": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(wbSoulDashboardResponseDataTokenNetworkMin)).check(/*#__PURE__*/ zod.maxLength(wbSoulDashboardResponseDataTokenNetworkMax)),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', wbSoulDashboardResponseDataTokenAddressRegExp),
  "mintedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulDashboardResponseDataTokenMintedAtMin))
})),
  "points": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulDashboardResponseDataPointsMin)),
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulDashboardResponseDataLevelMin)).check(/*#__PURE__*/ zod.lte(wbSoulDashboardResponseDataLevelMax)),
  "levels": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulDashboardResponseDataLevelsItemLevelMin)).check(/*#__PURE__*/ zod.lte(wbSoulDashboardResponseDataLevelsItemLevelMax)),
  "points": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulDashboardResponseDataLevelsItemPointsMin))
})).check(/*#__PURE__*/ zod.minLength(1)),
  "achievements": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.enum(['first-deposit', 'first-trade', 'volume-1k', 'volume-100k', 'earn-saver', 'wbt-holder', 'secured-account', 'verified-identity']),
  "category": /*#__PURE__*/ zod.enum(['funding', 'trading', 'earn', 'security']),
  "unit": /*#__PURE__*/ zod.enum(['count', 'USDT', 'WBT']),
  "progress": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbSoulDashboardResponseDataAchievementsItemProgressRegExp),
  "target": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbSoulDashboardResponseDataAchievementsItemTargetRegExp),
  "points": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulDashboardResponseDataAchievementsItemCompletedAtMin)))
}))
})
})

export type WbSoulDashboardResponse = zod.input<typeof WbSoulDashboardResponse>;
export type WbSoulDashboardResponseOutput = zod.output<typeof WbSoulDashboardResponse>;
