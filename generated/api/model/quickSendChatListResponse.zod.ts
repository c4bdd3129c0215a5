/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const quickSendChatListResponseDataItemContactNicknameValueMin = 3;
export const quickSendChatListResponseDataItemContactNicknameValueMax = 32;

export const quickSendChatListResponseDataItemContactNicknameTagMin = 4;
export const quickSendChatListResponseDataItemContactNicknameTagMax = 4;



export const quickSendChatListResponseDataItemLastMessageTextMax = 500;

export const quickSendChatListResponseDataItemLastMessageTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const quickSendChatListResponseDataItemLastMessageAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const quickSendChatListResponseDataItemLastMessageCreatedAtMin = 0;

export const quickSendChatListResponseDataItemLastMessageAnsweredAtMin = 0;

export const quickSendChatListResponseDataItemWaitingForMeMin = 0;

export const quickSendChatListResponseDataItemCreatedAtMin = 0;

export const quickSendChatListResponseDataItemUpdatedAtMin = 0;

export const quickSendChatListResponsePaginationLimitMax = 100;

export const quickSendChatListResponsePaginationOffsetMin = 0;

export const quickSendChatListResponsePaginationTotalMin = 0;


export const QuickSendChatListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "contact": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "nickname": /*#__PURE__*/ zod.object({
  "value": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(quickSendChatListResponseDataItemContactNicknameValueMin)).check(/*#__PURE__*/ zod.maxLength(quickSendChatListResponseDataItemContactNicknameValueMax)),
  "tag": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(quickSendChatListResponseDataItemContactNicknameTagMin)).check(/*#__PURE__*/ zod.maxLength(quickSendChatListResponseDataItemContactNicknameTagMax))
}),
  "avatarColor": /*#__PURE__*/ zod.enum(['#3D7BF7', '#12B76A', '#F79009', '#F04438', '#7A5AF8', '#06AED4', '#EE46BC', '#667085'])
}),
  "lastMessage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "chatId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "kind": /*#__PURE__*/ zod.enum(['text', 'transfer', 'request']),
  "direction": /*#__PURE__*/ zod.enum(['in', 'out']),
  "text": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(quickSendChatListResponseDataItemLastMessageTextMax))),
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', quickSendChatListResponseDataItemLastMessageTickerRegExp)),
  "amount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', quickSendChatListResponseDataItemLastMessageAmountRegExp)),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['pending', 'accepted', 'declined', 'cancelled'])),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatListResponseDataItemLastMessageCreatedAtMin)),
  "answeredAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatListResponseDataItemLastMessageAnsweredAtMin)))
})),
  "waitingForMe": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatListResponseDataItemWaitingForMeMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatListResponseDataItemCreatedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatListResponseDataItemUpdatedAtMin))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(quickSendChatListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatListResponsePaginationTotalMin))
})
})

export type QuickSendChatListResponse = zod.input<typeof QuickSendChatListResponse>;
export type QuickSendChatListResponseOutput = zod.output<typeof QuickSendChatListResponse>;
