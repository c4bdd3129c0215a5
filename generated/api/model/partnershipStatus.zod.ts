/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PartnershipStatus = /*#__PURE__*/ zod.enum(['submitted', 'in-review', 'approved'])

export type PartnershipStatus = zod.input<typeof PartnershipStatus>;
export type PartnershipStatusOutput = zod.output<typeof PartnershipStatus>;
