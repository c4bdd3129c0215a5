/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const subAccountResponseDataAliasMax = 64;

export const subAccountResponseDataEmailMax = 254;

export const subAccountResponseDataCreatedAtMin = 0;


export const SubAccountResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "alias": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(subAccountResponseDataAliasMax)),
  "email": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(subAccountResponseDataEmailMax))),
  "status": /*#__PURE__*/ zod.enum(['active', 'pending', 'blocked']),
  "permissions": /*#__PURE__*/ zod.object({
  "spotEnabled": /*#__PURE__*/ zod.boolean(),
  "collateralEnabled": /*#__PURE__*/ zod.boolean()
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(subAccountResponseDataCreatedAtMin))
})
})

export type SubAccountResponse = zod.input<typeof SubAccountResponse>;
export type SubAccountResponseOutput = zod.output<typeof SubAccountResponse>;
