/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PartnershipTextRegExp = new RegExp('^\\S(.*\\S)?$');

export const PartnershipTextMin = 2;
export const PartnershipTextMax = 100;


export const PartnershipText = /*#__PURE__*/ zod.stringFormat('partnership-name', PartnershipTextRegExp).check(/*#__PURE__*/ zod.minLength(PartnershipTextMin)).check(/*#__PURE__*/ zod.maxLength(PartnershipTextMax))

export type PartnershipText = zod.input<typeof PartnershipText>;
export type PartnershipTextOutput = zod.output<typeof PartnershipText>;
