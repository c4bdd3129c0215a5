/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const BalanceType = /*#__PURE__*/ zod.enum(['main', 'spot', 'margin', 'staking'])

export type BalanceType = zod.input<typeof BalanceType>;
export type BalanceTypeOutput = zod.output<typeof BalanceType>;
