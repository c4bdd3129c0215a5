/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const supportTicketDetailSubjectMin = 3;
export const supportTicketDetailSubjectMax = 120;

export const supportTicketDetailCreatedAtMin = 0;

export const supportTicketDetailUpdatedAtMin = 0;

export const supportTicketDetailClosedAtMin = 0;



export const supportTicketDetailMessagesItemAgentMax = 60;

export const supportTicketDetailMessagesItemBodyMin = 2;
export const supportTicketDetailMessagesItemBodyMax = 5000;

export const supportTicketDetailMessagesItemCreatedAtMin = 0;



export const SupportTicketDetail = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "subject": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(supportTicketDetailSubjectMin)).check(/*#__PURE__*/ zod.maxLength(supportTicketDetailSubjectMax)),
  "category": /*#__PURE__*/ zod.enum(['account', 'verification', 'deposit', 'withdrawal', 'trading', 'security', 'other']),
  "status": /*#__PURE__*/ zod.enum(['open', 'answered', 'closed']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketDetailCreatedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketDetailUpdatedAtMin)),
  "closedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketDetailClosedAtMin))),
  "messageCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "lastAuthor": /*#__PURE__*/ zod.enum(['user', 'support']),
  "messages": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "author": /*#__PURE__*/ zod.enum(['user', 'support']),
  "agent": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(supportTicketDetailMessagesItemAgentMax))),
  "body": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(supportTicketDetailMessagesItemBodyMin)).check(/*#__PURE__*/ zod.maxLength(supportTicketDetailMessagesItemBodyMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketDetailMessagesItemCreatedAtMin))
})).check(/*#__PURE__*/ zod.minLength(1))
})

export type SupportTicketDetail = zod.input<typeof SupportTicketDetail>;
export type SupportTicketDetailOutput = zod.output<typeof SupportTicketDetail>;
