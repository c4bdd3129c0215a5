/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listFlexHourlyAccrualsParamsOffsetDefault = 0;
export const listFlexHourlyAccrualsParamsOffsetMin = 0;
export const listFlexHourlyAccrualsParamsOffsetMax = 719;

export const listFlexHourlyAccrualsParamsLimitDefault = 25;
export const listFlexHourlyAccrualsParamsLimitMax = 25;


export const ListFlexHourlyAccrualsParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listFlexHourlyAccrualsParamsOffsetMin)).check(/*#__PURE__*/ zod.lte(listFlexHourlyAccrualsParamsOffsetMax)), listFlexHourlyAccrualsParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listFlexHourlyAccrualsParamsLimitMax)), listFlexHourlyAccrualsParamsLimitDefault)
})

export type ListFlexHourlyAccrualsParams = zod.input<typeof ListFlexHourlyAccrualsParams>;
export type ListFlexHourlyAccrualsParamsOutput = zod.output<typeof ListFlexHourlyAccrualsParams>;
