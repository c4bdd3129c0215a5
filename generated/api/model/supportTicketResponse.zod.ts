/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const supportTicketResponseDataSubjectMin = 3;
export const supportTicketResponseDataSubjectMax = 120;

export const supportTicketResponseDataCreatedAtMin = 0;

export const supportTicketResponseDataUpdatedAtMin = 0;

export const supportTicketResponseDataClosedAtMin = 0;



export const supportTicketResponseDataMessagesItemAgentMax = 60;

export const supportTicketResponseDataMessagesItemBodyMin = 2;
export const supportTicketResponseDataMessagesItemBodyMax = 5000;

export const supportTicketResponseDataMessagesItemCreatedAtMin = 0;



export const SupportTicketResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "subject": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(supportTicketResponseDataSubjectMin)).check(/*#__PURE__*/ zod.maxLength(supportTicketResponseDataSubjectMax)),
  "category": /*#__PURE__*/ zod.enum(['account', 'verification', 'deposit', 'withdrawal', 'trading', 'security', 'other']),
  "status": /*#__PURE__*/ zod.enum(['open', 'answered', 'closed']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketResponseDataCreatedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketResponseDataUpdatedAtMin)),
  "closedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketResponseDataClosedAtMin))),
  "messageCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "lastAuthor": /*#__PURE__*/ zod.enum(['user', 'support']),
  "messages": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "author": /*#__PURE__*/ zod.enum(['user', 'support']),
  "agent": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(supportTicketResponseDataMessagesItemAgentMax))),
  "body": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(supportTicketResponseDataMessagesItemBodyMin)).check(/*#__PURE__*/ zod.maxLength(supportTicketResponseDataMessagesItemBodyMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketResponseDataMessagesItemCreatedAtMin))
})).check(/*#__PURE__*/ zod.minLength(1))
})
})

export type SupportTicketResponse = zod.input<typeof SupportTicketResponse>;
export type SupportTicketResponseOutput = zod.output<typeof SupportTicketResponse>;
