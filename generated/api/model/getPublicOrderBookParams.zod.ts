/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const getPublicOrderBookParamsLimitDefault = 100;
export const getPublicOrderBookParamsLimitMin = 0;
export const getPublicOrderBookParamsLimitMax = 100;

export const getPublicOrderBookParamsLevelDefault = 0;
export const getPublicOrderBookParamsLevelMin = 0;
export const getPublicOrderBookParamsLevelMax = 10;


export const GetPublicOrderBookParams = zod.object({
  "limit": zod.int().min(getPublicOrderBookParamsLimitMin).max(getPublicOrderBookParamsLimitMax).default(getPublicOrderBookParamsLimitDefault),
  "level": zod.int().min(getPublicOrderBookParamsLevelMin).max(getPublicOrderBookParamsLevelMax).default(getPublicOrderBookParamsLevelDefault)
})

export type GetPublicOrderBookParams = zod.input<typeof GetPublicOrderBookParams>;
export type GetPublicOrderBookParamsOutput = zod.output<typeof GetPublicOrderBookParams>;
