/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const wbSoulAchievementProgressRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbSoulAchievementTargetRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const wbSoulAchievementCompletedAtMin = 0;


export const WbSoulAchievement = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.enum(['first-deposit', 'first-trade', 'volume-1k', 'volume-100k', 'earn-saver', 'wbt-holder', 'secured-account', 'verified-identity']),
  "category": /*#__PURE__*/ zod.enum(['funding', 'trading', 'earn', 'security']),
  "unit": /*#__PURE__*/ zod.enum(['count', 'USDT', 'WBT']),
  "progress": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbSoulAchievementProgressRegExp),
  "target": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbSoulAchievementTargetRegExp),
  "points": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulAchievementCompletedAtMin)))
})

export type WbSoulAchievement = zod.input<typeof WbSoulAchievement>;
export type WbSoulAchievementOutput = zod.output<typeof WbSoulAchievement>;
