/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const FundsMethod = /*#__PURE__*/ zod.enum({
  Deposit: 1,
  Withdraw: 2,
} as const)

export type FundsMethod = zod.input<typeof FundsMethod>;
export type FundsMethodOutput = zod.output<typeof FundsMethod>;
