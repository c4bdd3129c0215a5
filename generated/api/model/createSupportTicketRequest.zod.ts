/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createSupportTicketRequestSubjectMin = 3;
export const createSupportTicketRequestSubjectMax = 120;

export const createSupportTicketRequestMessageMin = 2;
export const createSupportTicketRequestMessageMax = 5000;


export const CreateSupportTicketRequest = /*#__PURE__*/ zod.object({
  "subject": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createSupportTicketRequestSubjectMin)).check(/*#__PURE__*/ zod.maxLength(createSupportTicketRequestSubjectMax)),
  "category": /*#__PURE__*/ zod.enum(['account', 'verification', 'deposit', 'withdrawal', 'trading', 'security', 'other']),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createSupportTicketRequestMessageMin)).check(/*#__PURE__*/ zod.maxLength(createSupportTicketRequestMessageMax))
})

export type CreateSupportTicketRequest = zod.input<typeof CreateSupportTicketRequest>;
export type CreateSupportTicketRequestOutput = zod.output<typeof CreateSupportTicketRequest>;
