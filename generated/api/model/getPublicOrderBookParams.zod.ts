/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const getPublicOrderBookParamsLimitDefault = 100;
export const getPublicOrderBookParamsLimitMin = 0;
export const getPublicOrderBookParamsLimitMax = 100;

export const getPublicOrderBookParamsLevelDefault = 0;
export const getPublicOrderBookParamsLevelMin = 0;
export const getPublicOrderBookParamsLevelMax = 10;


export const GetPublicOrderBookParams = /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPublicOrderBookParamsLimitMin)).check(/*#__PURE__*/ zod.lte(getPublicOrderBookParamsLimitMax)), getPublicOrderBookParamsLimitDefault),
  "level": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPublicOrderBookParamsLevelMin)).check(/*#__PURE__*/ zod.lte(getPublicOrderBookParamsLevelMax)), getPublicOrderBookParamsLevelDefault)
})

export type GetPublicOrderBookParams = zod.input<typeof GetPublicOrderBookParams>;
export type GetPublicOrderBookParamsOutput = zod.output<typeof GetPublicOrderBookParams>;
