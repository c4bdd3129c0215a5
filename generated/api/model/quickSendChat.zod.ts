/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const quickSendChatContactNicknameValueMin = 3;
export const quickSendChatContactNicknameValueMax = 32;

export const quickSendChatContactNicknameTagMin = 4;
export const quickSendChatContactNicknameTagMax = 4;



export const quickSendChatLastMessageTextMax = 500;

export const quickSendChatLastMessageTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const quickSendChatLastMessageAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const quickSendChatLastMessageCreatedAtMin = 0;

export const quickSendChatLastMessageAnsweredAtMin = 0;

export const quickSendChatWaitingForMeMin = 0;

export const quickSendChatCreatedAtMin = 0;

export const quickSendChatUpdatedAtMin = 0;


export const QuickSendChat = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "contact": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "nickname": /*#__PURE__*/ zod.object({
  "value": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(quickSendChatContactNicknameValueMin)).check(/*#__PURE__*/ zod.maxLength(quickSendChatContactNicknameValueMax)),
  "tag": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(quickSendChatContactNicknameTagMin)).check(/*#__PURE__*/ zod.maxLength(quickSendChatContactNicknameTagMax))
}),
  "avatarColor": /*#__PURE__*/ zod.enum(['#3D7BF7', '#12B76A', '#F79009', '#F04438', '#7A5AF8', '#06AED4', '#EE46BC', '#667085'])
}),
  "lastMessage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "chatId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "kind": /*#__PURE__*/ zod.enum(['text', 'transfer', 'request']),
  "direction": /*#__PURE__*/ zod.enum(['in', 'out']),
  "text": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(quickSendChatLastMessageTextMax))),
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', quickSendChatLastMessageTickerRegExp)),
  "amount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', quickSendChatLastMessageAmountRegExp)),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['pending', 'accepted', 'declined', 'cancelled'])),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatLastMessageCreatedAtMin)),
  "answeredAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatLastMessageAnsweredAtMin)))
})),
  "waitingForMe": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatWaitingForMeMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatCreatedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendChatUpdatedAtMin))
})

export type QuickSendChat = zod.input<typeof QuickSendChat>;
export type QuickSendChatOutput = zod.output<typeof QuickSendChat>;
