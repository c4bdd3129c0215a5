/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const QuickSendDirection = /*#__PURE__*/ zod.enum(['in', 'out'])

export type QuickSendDirection = zod.input<typeof QuickSendDirection>;
export type QuickSendDirectionOutput = zod.output<typeof QuickSendDirection>;
