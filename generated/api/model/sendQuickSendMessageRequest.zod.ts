/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const sendQuickSendMessageRequestTextMax = 500;


export const SendQuickSendMessageRequest = /*#__PURE__*/ zod.object({
  "text": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sendQuickSendMessageRequestTextMax))
})

export type SendQuickSendMessageRequest = zod.input<typeof SendQuickSendMessageRequest>;
export type SendQuickSendMessageRequestOutput = zod.output<typeof SendQuickSendMessageRequest>;
