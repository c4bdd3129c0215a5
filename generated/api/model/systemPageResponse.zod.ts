/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const systemPageResponseDataTitleMax = 120;

export const systemPageResponseDataMessageMax = 2000;


export const SystemPageResponse = zod.object({
  "data": zod.object({
  "status": zod.enum(['operational', 'maintenance', 'degraded']),
  "title": zod.string().min(1).max(systemPageResponseDataTitleMax),
  "message": zod.string().max(systemPageResponseDataMessageMax),
  "startedAt": zod.iso.datetime({"offset":true}).optional(),
  "expectedEndAt": zod.iso.datetime({"offset":true}).nullish().describe('When the maintenance is expected to end; null when not known.')
})
})

export type SystemPageResponse = zod.input<typeof SystemPageResponse>;
export type SystemPageResponseOutput = zod.output<typeof SystemPageResponse>;
