/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const travelRuleVaspListResponseDataItemIdMax = 64;

export const travelRuleVaspListResponseDataItemNameMax = 128;


export const TravelRuleVaspListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(travelRuleVaspListResponseDataItemIdMax)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(travelRuleVaspListResponseDataItemNameMax))
}))
})

export type TravelRuleVaspListResponse = zod.input<typeof TravelRuleVaspListResponse>;
export type TravelRuleVaspListResponseOutput = zod.output<typeof TravelRuleVaspListResponse>;
