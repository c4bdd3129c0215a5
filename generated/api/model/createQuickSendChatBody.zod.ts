/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const CreateQuickSendChatBody = /*#__PURE__*/ zod.object({
  "contactId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export type CreateQuickSendChatBody = zod.input<typeof CreateQuickSendChatBody>;
export type CreateQuickSendChatBodyOutput = zod.output<typeof CreateQuickSendChatBody>;
