/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const InstitutionalLoanStatus = /*#__PURE__*/ zod.enum(['submitted', 'reviewing', 'approved', 'withdrawn'])

export type InstitutionalLoanStatus = zod.input<typeof InstitutionalLoanStatus>;
export type InstitutionalLoanStatusOutput = zod.output<typeof InstitutionalLoanStatus>;
