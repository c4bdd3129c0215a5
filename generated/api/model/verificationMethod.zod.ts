/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const VerificationMethod = /*#__PURE__*/ zod.enum(['regular', 'diia', 'external', 'provider'])

export type VerificationMethod = zod.input<typeof VerificationMethod>;
export type VerificationMethodOutput = zod.output<typeof VerificationMethod>;
