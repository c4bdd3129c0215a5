/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const WithdrawalStatus = /*#__PURE__*/ zod.enum(['unconfirmed', 'pending', 'completed', 'cancelled'])

export type WithdrawalStatus = zod.input<typeof WithdrawalStatus>;
export type WithdrawalStatusOutput = zod.output<typeof WithdrawalStatus>;
