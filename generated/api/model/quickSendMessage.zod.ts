/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const quickSendMessageTextMax = 500;

export const quickSendMessageTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const quickSendMessageAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const quickSendMessageCreatedAtMin = 0;

export const quickSendMessageAnsweredAtMin = 0;


export const QuickSendMessage = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "chatId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "kind": /*#__PURE__*/ zod.enum(['text', 'transfer', 'request']),
  "direction": /*#__PURE__*/ zod.enum(['in', 'out']),
  "text": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(quickSendMessageTextMax))),
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', quickSendMessageTickerRegExp)),
  "amount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', quickSendMessageAmountRegExp)),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['pending', 'accepted', 'declined', 'cancelled'])),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendMessageCreatedAtMin)),
  "answeredAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendMessageAnsweredAtMin)))
})

export type QuickSendMessage = zod.input<typeof QuickSendMessage>;
export type QuickSendMessageOutput = zod.output<typeof QuickSendMessage>;
