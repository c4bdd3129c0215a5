/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const listFlexHourlyAccrualsParamsOffsetDefault = 0;
export const listFlexHourlyAccrualsParamsOffsetMin = 0;
export const listFlexHourlyAccrualsParamsOffsetMax = 719;

export const listFlexHourlyAccrualsParamsLimitDefault = 25;
export const listFlexHourlyAccrualsParamsLimitMax = 25;


export const ListFlexHourlyAccrualsParams = zod.object({
  "offset": zod.int().min(listFlexHourlyAccrualsParamsOffsetMin).max(listFlexHourlyAccrualsParamsOffsetMax).default(listFlexHourlyAccrualsParamsOffsetDefault),
  "limit": zod.int().min(1).max(listFlexHourlyAccrualsParamsLimitMax).default(listFlexHourlyAccrualsParamsLimitDefault)
})

export type ListFlexHourlyAccrualsParams = zod.input<typeof ListFlexHourlyAccrualsParams>;
export type ListFlexHourlyAccrualsParamsOutput = zod.output<typeof ListFlexHourlyAccrualsParams>;
