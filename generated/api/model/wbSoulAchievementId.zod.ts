/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const WbSoulAchievementId = /*#__PURE__*/ zod.enum(['first-deposit', 'first-trade', 'volume-1k', 'volume-100k', 'earn-saver', 'wbt-holder', 'secured-account', 'verified-identity'])

export type WbSoulAchievementId = zod.input<typeof WbSoulAchievementId>;
export type WbSoulAchievementIdOutput = zod.output<typeof WbSoulAchievementId>;
