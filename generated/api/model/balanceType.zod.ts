/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const BalanceType = zod.enum(['main', 'spot', 'margin', 'staking']).describe('A balance kind as the path of GET /v2/balances/{type} takes it (section 7).')

export type BalanceType = zod.input<typeof BalanceType>;
export type BalanceTypeOutput = zod.output<typeof BalanceType>;
