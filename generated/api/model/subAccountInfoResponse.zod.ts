/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const subAccountInfoResponseDataMainAccountNicknameMax = 40;

export const subAccountInfoResponseDataAliasMax = 64;

export const subAccountInfoResponseDataCountMin = 0;

export const subAccountInfoResponseDataLimitMin = 0;


export const SubAccountInfoResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "isSubAccount": /*#__PURE__*/ zod.boolean(),
  "mainAccount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "externalId": /*#__PURE__*/ zod.uuid(),
  "nickname": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(subAccountInfoResponseDataMainAccountNicknameMax))
})),
  "alias": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(subAccountInfoResponseDataAliasMax))),
  "permissions": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "spotEnabled": /*#__PURE__*/ zod.boolean(),
  "collateralEnabled": /*#__PURE__*/ zod.boolean()
})),
  "count": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(subAccountInfoResponseDataCountMin)),
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(subAccountInfoResponseDataLimitMin))
})
})

export type SubAccountInfoResponse = zod.input<typeof SubAccountInfoResponse>;
export type SubAccountInfoResponseOutput = zod.output<typeof SubAccountInfoResponse>;
