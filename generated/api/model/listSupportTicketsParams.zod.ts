/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listSupportTicketsParamsOffsetDefault = 0;
export const listSupportTicketsParamsOffsetMin = 0;

export const listSupportTicketsParamsLimitDefault = 100;
export const listSupportTicketsParamsLimitMax = 100;


export const ListSupportTicketsParams = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['open', 'answered', 'closed'])),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listSupportTicketsParamsOffsetMin)), listSupportTicketsParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listSupportTicketsParamsLimitMax)), listSupportTicketsParamsLimitDefault)
})

export type ListSupportTicketsParams = zod.input<typeof ListSupportTicketsParams>;
export type ListSupportTicketsParamsOutput = zod.output<typeof ListSupportTicketsParams>;
