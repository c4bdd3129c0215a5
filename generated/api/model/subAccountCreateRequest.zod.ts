/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const subAccountCreateRequestAliasMax = 64;

export const subAccountCreateRequestEmailMax = 254;


export const SubAccountCreateRequest = /*#__PURE__*/ zod.object({
  "alias": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(subAccountCreateRequestAliasMax)),
  "email": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(subAccountCreateRequestEmailMax))),
  "spotEnabled": /*#__PURE__*/ zod.boolean(),
  "collateralEnabled": /*#__PURE__*/ zod.boolean()
})

export type SubAccountCreateRequest = zod.input<typeof SubAccountCreateRequest>;
export type SubAccountCreateRequestOutput = zod.output<typeof SubAccountCreateRequest>;
