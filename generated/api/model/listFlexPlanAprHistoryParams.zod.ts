/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const listFlexPlanAprHistoryParamsFromMin = 0;

export const listFlexPlanAprHistoryParamsToMin = 0;


export const ListFlexPlanAprHistoryParams = zod.object({
  "from": zod.int().min(listFlexPlanAprHistoryParamsFromMin).optional().describe('Seconds since the Unix epoch.'),
  "to": zod.int().min(listFlexPlanAprHistoryParamsToMin).optional().describe('Seconds since the Unix epoch.')
})

export type ListFlexPlanAprHistoryParams = zod.input<typeof ListFlexPlanAprHistoryParams>;
export type ListFlexPlanAprHistoryParamsOutput = zod.output<typeof ListFlexPlanAprHistoryParams>;
