/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const WithdrawalConfirmation = /*#__PURE__*/ zod.enum(['totp', 'email'])

export type WithdrawalConfirmation = zod.input<typeof WithdrawalConfirmation>;
export type WithdrawalConfirmationOutput = zod.output<typeof WithdrawalConfirmation>;
