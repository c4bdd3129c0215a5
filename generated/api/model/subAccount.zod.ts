/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const subAccountAliasMax = 64;

export const subAccountEmailMax = 254;

export const subAccountCreatedAtMin = 0;


export const SubAccount = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "alias": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(subAccountAliasMax)),
  "email": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(subAccountEmailMax))),
  "status": /*#__PURE__*/ zod.enum(['active', 'pending', 'blocked']),
  "permissions": /*#__PURE__*/ zod.object({
  "spotEnabled": /*#__PURE__*/ zod.boolean(),
  "collateralEnabled": /*#__PURE__*/ zod.boolean()
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(subAccountCreatedAtMin))
})

export type SubAccount = zod.input<typeof SubAccount>;
export type SubAccountOutput = zod.output<typeof SubAccount>;
