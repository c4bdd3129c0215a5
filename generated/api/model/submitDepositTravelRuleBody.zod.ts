/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const submitDepositTravelRuleBodyVaspIdMax = 64;

export const submitDepositTravelRuleBodyOriginatorNameMin = 2;
export const submitDepositTravelRuleBodyOriginatorNameMax = 128;

export const submitDepositTravelRuleBodyOriginatorCountryRegExp = new RegExp('^[A-Z]{2}$');

export const SubmitDepositTravelRuleBody = /*#__PURE__*/ zod.object({
  "walletType": /*#__PURE__*/ zod.enum(['vasp', 'self-hosted']),
  "vaspId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(submitDepositTravelRuleBodyVaspIdMax))),
  "originatorName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(submitDepositTravelRuleBodyOriginatorNameMin)).check(/*#__PURE__*/ zod.maxLength(submitDepositTravelRuleBodyOriginatorNameMax)),
  "originatorCountry": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(submitDepositTravelRuleBodyOriginatorCountryRegExp)))
})

export type SubmitDepositTravelRuleBody = zod.input<typeof SubmitDepositTravelRuleBody>;
export type SubmitDepositTravelRuleBodyOutput = zod.output<typeof SubmitDepositTravelRuleBody>;
