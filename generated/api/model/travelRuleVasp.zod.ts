/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const travelRuleVaspIdMax = 64;

export const travelRuleVaspNameMax = 128;


export const TravelRuleVasp = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(travelRuleVaspIdMax)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(travelRuleVaspNameMax))
})

export type TravelRuleVasp = zod.input<typeof TravelRuleVasp>;
export type TravelRuleVaspOutput = zod.output<typeof TravelRuleVasp>;
