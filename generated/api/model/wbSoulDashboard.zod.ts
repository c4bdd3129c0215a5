/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const wbSoulDashboardTokenNetworkMin = 2;
export const wbSoulDashboardTokenNetworkMax = 40;

export const wbSoulDashboardTokenAddressRegExp = new RegExp('^0x[0-9a-f]{40}$');
export const wbSoulDashboardTokenMintedAtMin = 0;

export const wbSoulDashboardPointsMin = 0;

export const wbSoulDashboardLevelMin = 0;
export const wbSoulDashboardLevelMax = 10;

export const wbSoulDashboardLevelsItemLevelMin = 0;
export const wbSoulDashboardLevelsItemLevelMax = 10;

export const wbSoulDashboardLevelsItemPointsMin = 0;


export const wbSoulDashboardAchievementsItemProgressRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbSoulDashboardAchievementsItemTargetRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const wbSoulDashboardAchievementsItemCompletedAtMin = 0;


export const WbSoulDashboard = /*#__PURE__*/ zod.object({
  "minted": /*#__PURE__*/ zod.boolean(),
  "token": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "tokenId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "network": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(wbSoulDashboardTokenNetworkMin)).check(/*#__PURE__*/ zod.maxLength(wbSoulDashboardTokenNetworkMax)),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', wbSoulDashboardTokenAddressRegExp),
  "mintedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulDashboardTokenMintedAtMin))
})),
  "points": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulDashboardPointsMin)),
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulDashboardLevelMin)).check(/*#__PURE__*/ zod.lte(wbSoulDashboardLevelMax)),
  "levels": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulDashboardLevelsItemLevelMin)).check(/*#__PURE__*/ zod.lte(wbSoulDashboardLevelsItemLevelMax)),
  "points": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulDashboardLevelsItemPointsMin))
})).check(/*#__PURE__*/ zod.minLength(1)),
  "achievements": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.enum(['first-deposit', 'first-trade', 'volume-1k', 'volume-100k', 'earn-saver', 'wbt-holder', 'secured-account', 'verified-identity']),
  "category": /*#__PURE__*/ zod.enum(['funding', 'trading', 'earn', 'security']),
  "unit": /*#__PURE__*/ zod.enum(['count', 'USDT', 'WBT']),
  "progress": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbSoulDashboardAchievementsItemProgressRegExp),
  "target": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbSoulDashboardAchievementsItemTargetRegExp),
  "points": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulDashboardAchievementsItemCompletedAtMin)))
}))
})

export type WbSoulDashboard = zod.input<typeof WbSoulDashboard>;
export type WbSoulDashboardOutput = zod.output<typeof WbSoulDashboard>;
