/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const travelRuleBeneficiaryVaspIdMax = 64;

export const travelRuleBeneficiaryBeneficiaryNameMin = 2;
export const travelRuleBeneficiaryBeneficiaryNameMax = 128;

export const travelRuleBeneficiaryBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');

export const TravelRuleBeneficiary = /*#__PURE__*/ zod.object({
  "walletType": /*#__PURE__*/ zod.enum(['vasp', 'self-hosted']),
  "vaspId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(travelRuleBeneficiaryVaspIdMax))),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(travelRuleBeneficiaryBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(travelRuleBeneficiaryBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', travelRuleBeneficiaryBeneficiaryCountryRegExp)
})

export type TravelRuleBeneficiary = zod.input<typeof TravelRuleBeneficiary>;
export type TravelRuleBeneficiaryOutput = zod.output<typeof TravelRuleBeneficiary>;
