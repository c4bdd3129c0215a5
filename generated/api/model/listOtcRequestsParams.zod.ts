/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listOtcRequestsParamsOffsetDefault = 0;
export const listOtcRequestsParamsOffsetMin = 0;

export const listOtcRequestsParamsLimitDefault = 100;
export const listOtcRequestsParamsLimitMax = 100;


export const ListOtcRequestsParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listOtcRequestsParamsOffsetMin)), listOtcRequestsParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listOtcRequestsParamsLimitMax)), listOtcRequestsParamsLimitDefault)
})

export type ListOtcRequestsParams = zod.input<typeof ListOtcRequestsParams>;
export type ListOtcRequestsParamsOutput = zod.output<typeof ListOtcRequestsParams>;
