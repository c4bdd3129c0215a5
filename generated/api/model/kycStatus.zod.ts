/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const KycStatus = /*#__PURE__*/ zod.enum(['notRequired', 'required', 'submitted', 'verified', 'rejected'])

export type KycStatus = zod.input<typeof KycStatus>;
export type KycStatusOutput = zod.output<typeof KycStatus>;
