/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const p2pTravelRuleBeneficiaryNameMin = 2;
export const p2pTravelRuleBeneficiaryNameMax = 128;

export const p2pTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');
export const p2pTravelRuleConfirmedAtMin = 0;


export const P2pTravelRule = /*#__PURE__*/ zod.object({
  "required": /*#__PURE__*/ zod.boolean(),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(p2pTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', p2pTravelRuleBeneficiaryCountryRegExp),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pTravelRuleConfirmedAtMin)))
})

export type P2pTravelRule = zod.input<typeof P2pTravelRule>;
export type P2pTravelRuleOutput = zod.output<typeof P2pTravelRule>;
