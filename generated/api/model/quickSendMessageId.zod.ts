/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const QuickSendMessageId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type QuickSendMessageId = zod.input<typeof QuickSendMessageId>;
export type QuickSendMessageIdOutput = zod.output<typeof QuickSendMessageId>;
