/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const TransferAccount = /*#__PURE__*/ zod.enum(['main', 'spot', 'margin'])

export type TransferAccount = zod.input<typeof TransferAccount>;
export type TransferAccountOutput = zod.output<typeof TransferAccount>;
