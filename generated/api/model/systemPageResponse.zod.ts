/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const systemPageResponseDataTitleMax = 120;

export const systemPageResponseDataMessageMax = 2000;


export const SystemPageResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.enum(['operational', 'maintenance', 'degraded']),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(systemPageResponseDataTitleMax)),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(systemPageResponseDataMessageMax)),
  "startedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.iso.datetime({"offset":true})),
  "expectedEndAt": /*#__PURE__*/ zod.nullish(/*#__PURE__*/ zod.iso.datetime({"offset":true}))
})
})

export type SystemPageResponse = zod.input<typeof SystemPageResponse>;
export type SystemPageResponseOutput = zod.output<typeof SystemPageResponse>;
