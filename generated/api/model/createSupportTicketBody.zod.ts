/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createSupportTicketBodySubjectMin = 3;
export const createSupportTicketBodySubjectMax = 120;

export const createSupportTicketBodyMessageMin = 2;
export const createSupportTicketBodyMessageMax = 5000;


export const CreateSupportTicketBody = /*#__PURE__*/ zod.object({
  "subject": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createSupportTicketBodySubjectMin)).check(/*#__PURE__*/ zod.maxLength(createSupportTicketBodySubjectMax)),
  "category": /*#__PURE__*/ zod.enum(['account', 'verification', 'deposit', 'withdrawal', 'trading', 'security', 'other']),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createSupportTicketBodyMessageMin)).check(/*#__PURE__*/ zod.maxLength(createSupportTicketBodyMessageMax))
})

export type CreateSupportTicketBody = zod.input<typeof CreateSupportTicketBody>;
export type CreateSupportTicketBodyOutput = zod.output<typeof CreateSupportTicketBody>;
