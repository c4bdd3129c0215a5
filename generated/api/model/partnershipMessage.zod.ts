/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PartnershipMessageMin = 20;
export const PartnershipMessageMax = 1000;


export const PartnershipMessage = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(PartnershipMessageMin)).check(/*#__PURE__*/ zod.maxLength(PartnershipMessageMax))

export type PartnershipMessage = zod.input<typeof PartnershipMessage>;
export type PartnershipMessageOutput = zod.output<typeof PartnershipMessage>;
