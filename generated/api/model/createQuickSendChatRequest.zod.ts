/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const CreateQuickSendChatRequest = /*#__PURE__*/ zod.object({
  "contactId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export type CreateQuickSendChatRequest = zod.input<typeof CreateQuickSendChatRequest>;
export type CreateQuickSendChatRequestOutput = zod.output<typeof CreateQuickSendChatRequest>;
