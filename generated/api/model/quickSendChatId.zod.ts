/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const QuickSendChatId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type QuickSendChatId = zod.input<typeof QuickSendChatId>;
export type QuickSendChatIdOutput = zod.output<typeof QuickSendChatId>;
