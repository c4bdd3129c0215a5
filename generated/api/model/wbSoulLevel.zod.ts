/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const wbSoulLevelLevelMin = 0;
export const wbSoulLevelLevelMax = 10;

export const wbSoulLevelPointsMin = 0;


export const WbSoulLevel = /*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulLevelLevelMin)).check(/*#__PURE__*/ zod.lte(wbSoulLevelLevelMax)),
  "points": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbSoulLevelPointsMin))
})

export type WbSoulLevel = zod.input<typeof WbSoulLevel>;
export type WbSoulLevelOutput = zod.output<typeof WbSoulLevel>;
