/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PartnershipType = /*#__PURE__*/ zod.enum(['affiliate', 'broker', 'institutional'])

export type PartnershipType = zod.input<typeof PartnershipType>;
export type PartnershipTypeOutput = zod.output<typeof PartnershipType>;
