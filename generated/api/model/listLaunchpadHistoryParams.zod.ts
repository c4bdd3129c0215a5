/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listLaunchpadHistoryParamsOffsetDefault = 0;
export const listLaunchpadHistoryParamsOffsetMin = 0;

export const listLaunchpadHistoryParamsLimitDefault = 100;
export const listLaunchpadHistoryParamsLimitMax = 100;


export const ListLaunchpadHistoryParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadHistoryParamsOffsetMin)), listLaunchpadHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listLaunchpadHistoryParamsLimitMax)), listLaunchpadHistoryParamsLimitDefault)
})

export type ListLaunchpadHistoryParams = zod.input<typeof ListLaunchpadHistoryParams>;
export type ListLaunchpadHistoryParamsOutput = zod.output<typeof ListLaunchpadHistoryParams>;
