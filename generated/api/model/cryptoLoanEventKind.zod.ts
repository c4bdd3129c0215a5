/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CryptoLoanEventKind = /*#__PURE__*/ zod.enum(['borrow', 'repay', 'collateral', 'release', 'liquidation'])

export type CryptoLoanEventKind = zod.input<typeof CryptoLoanEventKind>;
export type CryptoLoanEventKindOutput = zod.output<typeof CryptoLoanEventKind>;
