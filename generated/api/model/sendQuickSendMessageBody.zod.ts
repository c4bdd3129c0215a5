/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const sendQuickSendMessageBodyTextMax = 500;


export const SendQuickSendMessageBody = /*#__PURE__*/ zod.object({
  "text": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sendQuickSendMessageBodyTextMax))
})

export type SendQuickSendMessageBody = zod.input<typeof SendQuickSendMessageBody>;
export type SendQuickSendMessageBodyOutput = zod.output<typeof SendQuickSendMessageBody>;
