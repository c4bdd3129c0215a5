/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const QuickSendRequestStatus = /*#__PURE__*/ zod.enum(['pending', 'accepted', 'declined', 'cancelled'])

export type QuickSendRequestStatus = zod.input<typeof QuickSendRequestStatus>;
export type QuickSendRequestStatusOutput = zod.output<typeof QuickSendRequestStatus>;
