/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const supportTicketListResponseDataItemSubjectMin = 3;
export const supportTicketListResponseDataItemSubjectMax = 120;

export const supportTicketListResponseDataItemCreatedAtMin = 0;

export const supportTicketListResponseDataItemUpdatedAtMin = 0;

export const supportTicketListResponseDataItemClosedAtMin = 0;


export const supportTicketListResponsePaginationLimitMax = 100;

export const supportTicketListResponsePaginationOffsetMin = 0;

export const supportTicketListResponsePaginationTotalMin = 0;


export const SupportTicketListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "subject": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(supportTicketListResponseDataItemSubjectMin)).check(/*#__PURE__*/ zod.maxLength(supportTicketListResponseDataItemSubjectMax)),
  "category": /*#__PURE__*/ zod.enum(['account', 'verification', 'deposit', 'withdrawal', 'trading', 'security', 'other']),
  "status": /*#__PURE__*/ zod.enum(['open', 'answered', 'closed']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketListResponseDataItemCreatedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketListResponseDataItemUpdatedAtMin)),
  "closedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketListResponseDataItemClosedAtMin))),
  "messageCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "lastAuthor": /*#__PURE__*/ zod.enum(['user', 'support'])
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(supportTicketListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportTicketListResponsePaginationTotalMin))
})
})

export type SupportTicketListResponse = zod.input<typeof SupportTicketListResponse>;
export type SupportTicketListResponseOutput = zod.output<typeof SupportTicketListResponse>;
