/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const quickSendChatResponseDataContactNicknameValueMin = 3;
export const quickSendChatResponseDataContactNicknameValueMax = 32;

export const quickSendChatResponseDataContactNicknameTagMin = 4;
export const quickSendChatResponseDataContactNicknameTagMax = 4;



export const quickSendChatResponseDataLastMessageTextMax = 500;

export const quickSendChatResponseDataLastMessageTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const quickSendChatResponseDataLastMessageAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const quickSendChatResponseDataLastMessageCreatedAtMin = 0;

export const quickSendChatResponseDataLastMessageAnsweredAtMin = 0;

export const quickSendChatResponseDataWaitingForMeMin = 0;

export const quickSendChatResponseDataCreatedAtMin = 0;

export const quickSendChatResponseDataUpdatedAtMin = 0;


export const QuickSendChatResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "contact": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "nickname": /*#__PURE__*/ zod.object({
  "value": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(quickSendChatResponseDataContactNicknameValueMin)).check(/*#__PURE__*/ zod.maxLength(quickSendChatResponseDataContactNicknameValueMax)),
  "tag": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(quickSendChatResponseDataContactNicknameTagMin)).check(/*#__PURE__*/ zod.maxLength(quickSendChatResponseDataContactNicknameTagMax))
}),
  "avatarColor": /*#__PURE__*/ zod.enum(['#3D7BF7', '#12B76A', '#F79009', '#F04438', '#7A5AF8', '#06AED4', '#EE46BC', '#667085'])
}),
  "lastMessage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "chatId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "kind": /*#__PURE__*/ zod.enum(['text', 'transfer', 'request']),
  "direction": /*#__PURE__*/ zod.enum(['in', 'out']),
  "text": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(quickSendChatResponseDataLastMessageTextMax))),
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', quickSendChatResponseDataLastMessageTickerRegExp)),
  "amount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', quickSendChatResponseDataLastMessageAmountRegExp)),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['pending', 'accepted', 'declined', 'cancelled'])),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatResponseDataLastMessageCreatedAtMin)),
  "answeredAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatResponseDataLastMessageAnsweredAtMin)))
})),
  "waitingForMe": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatResponseDataWaitingForMeMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatResponseDataCreatedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatResponseDataUpdatedAtMin))
})
})

export type QuickSendChatResponse = zod.input<typeof QuickSendChatResponse>;
export type QuickSendChatResponseOutput = zod.output<typeof QuickSendChatResponse>;
