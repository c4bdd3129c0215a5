/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CryptoLoanStatus = /*#__PURE__*/ zod.enum(['open', 'repaid', 'liquidated'])

export type CryptoLoanStatus = zod.input<typeof CryptoLoanStatus>;
export type CryptoLoanStatusOutput = zod.output<typeof CryptoLoanStatus>;
