/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const EarnTransactionType = /*#__PURE__*/ zod.enum({
  Invest: 1,
  Reinvest: 2,
  WithdrawFromInvestment: 3,
  DailyEarning: 4,
  CloseInvestment: 5,
  OpenInvestment: 6,
} as const)

export type EarnTransactionType = zod.input<typeof EarnTransactionType>;
export type EarnTransactionTypeOutput = zod.output<typeof EarnTransactionType>;
