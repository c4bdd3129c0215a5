/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const EarnTransactionType = zod.enum({
  Invest: 1,
  Reinvest: 2,
  WithdrawFromInvestment: 3,
  DailyEarning: 4,
  CloseInvestment: 5,
  OpenInvestment: 6,
}).describe('Earn transaction types (section 4): 1 invest, 2 reinvest, 3 withdraw from investment, 4 daily earning, 5 close investment, 6 open investment.')

export type EarnTransactionType = zod.input<typeof EarnTransactionType>;
export type EarnTransactionTypeOutput = zod.output<typeof EarnTransactionType>;
