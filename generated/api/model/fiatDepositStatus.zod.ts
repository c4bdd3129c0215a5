/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const FiatDepositStatus = /*#__PURE__*/ zod.enum(['pending', 'completed', 'failed', 'cancelled'])

export type FiatDepositStatus = zod.input<typeof FiatDepositStatus>;
export type FiatDepositStatusOutput = zod.output<typeof FiatDepositStatus>;
