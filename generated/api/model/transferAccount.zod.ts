/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const TransferAccount = zod.enum(['main', 'spot', 'margin']).describe('Assumption: the balances a transfer moves between; staking is moved by the earn calls instead.')

export type TransferAccount = zod.input<typeof TransferAccount>;
export type TransferAccountOutput = zod.output<typeof TransferAccount>;
