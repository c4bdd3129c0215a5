/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const replySupportTicketRequestMessageMin = 2;
export const replySupportTicketRequestMessageMax = 5000;


export const ReplySupportTicketRequest = /*#__PURE__*/ zod.object({
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(replySupportTicketRequestMessageMin)).check(/*#__PURE__*/ zod.maxLength(replySupportTicketRequestMessageMax))
})

export type ReplySupportTicketRequest = zod.input<typeof ReplySupportTicketRequest>;
export type ReplySupportTicketRequestOutput = zod.output<typeof ReplySupportTicketRequest>;
