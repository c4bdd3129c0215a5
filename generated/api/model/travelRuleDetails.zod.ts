/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const travelRuleDetailsVaspIdMax = 64;

export const travelRuleDetailsOriginatorNameMin = 2;
export const travelRuleDetailsOriginatorNameMax = 128;

export const travelRuleDetailsOriginatorCountryRegExp = new RegExp('^[A-Z]{2}$');

export const TravelRuleDetails = /*#__PURE__*/ zod.object({
  "walletType": /*#__PURE__*/ zod.enum(['vasp', 'self-hosted']),
  "vaspId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(travelRuleDetailsVaspIdMax))),
  "originatorName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(travelRuleDetailsOriginatorNameMin)).check(/*#__PURE__*/ zod.maxLength(travelRuleDetailsOriginatorNameMax)),
  "originatorCountry": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(travelRuleDetailsOriginatorCountryRegExp)))
})

export type TravelRuleDetails = zod.input<typeof TravelRuleDetails>;
export type TravelRuleDetailsOutput = zod.output<typeof TravelRuleDetails>;
