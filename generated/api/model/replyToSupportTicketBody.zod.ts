/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const replyToSupportTicketBodyMessageMin = 2;
export const replyToSupportTicketBodyMessageMax = 5000;


export const ReplyToSupportTicketBody = /*#__PURE__*/ zod.object({
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(replyToSupportTicketBodyMessageMin)).check(/*#__PURE__*/ zod.maxLength(replyToSupportTicketBodyMessageMax))
})

export type ReplyToSupportTicketBody = zod.input<typeof ReplyToSupportTicketBody>;
export type ReplyToSupportTicketBodyOutput = zod.output<typeof ReplyToSupportTicketBody>;
