/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const QuickSendContactId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type QuickSendContactId = zod.input<typeof QuickSendContactId>;
export type QuickSendContactIdOutput = zod.output<typeof QuickSendContactId>;
