/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const supportTicketSubjectMin = 3;
export const supportTicketSubjectMax = 120;

export const supportTicketCreatedAtMin = 0;

export const supportTicketUpdatedAtMin = 0;

export const supportTicketClosedAtMin = 0;



export const SupportTicket = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "subject": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(supportTicketSubjectMin)).check(/*#__PURE__*/ zod.maxLength(supportTicketSubjectMax)),
  "category": /*#__PURE__*/ zod.enum(['account', 'verification', 'deposit', 'withdrawal', 'trading', 'security', 'other']),
  "status": /*#__PURE__*/ zod.enum(['open', 'answered', 'closed']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketCreatedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketUpdatedAtMin)),
  "closedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketClosedAtMin))),
  "messageCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "lastAuthor": /*#__PURE__*/ zod.enum(['user', 'support'])
})

export type SupportTicket = zod.input<typeof SupportTicket>;
export type SupportTicketOutput = zod.output<typeof SupportTicket>;
