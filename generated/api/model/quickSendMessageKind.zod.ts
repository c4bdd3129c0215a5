/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const QuickSendMessageKind = /*#__PURE__*/ zod.enum(['text', 'transfer', 'request'])

export type QuickSendMessageKind = zod.input<typeof QuickSendMessageKind>;
export type QuickSendMessageKindOutput = zod.output<typeof QuickSendMessageKind>;
