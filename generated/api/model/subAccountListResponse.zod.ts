/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const subAccountListResponseDataItemAliasMax = 64;

export const subAccountListResponseDataItemEmailMax = 254;

export const subAccountListResponseDataItemCreatedAtMin = 0;

export const subAccountListResponsePaginationLimitMax = 100;

export const subAccountListResponsePaginationOffsetMin = 0;

export const subAccountListResponsePaginationTotalMin = 0;


export const SubAccountListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "alias": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(subAccountListResponseDataItemAliasMax)),
  "email": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(subAccountListResponseDataItemEmailMax))),
  "status": /*#__PURE__*/ zod.enum(['active', 'pending', 'blocked']),
  "permissions": /*#__PURE__*/ zod.object({
  "spotEnabled": /*#__PURE__*/ zod.boolean(),
  "collateralEnabled": /*#__PURE__*/ zod.boolean()
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(subAccountListResponseDataItemCreatedAtMin))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(subAccountListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(subAccountListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(subAccountListResponsePaginationTotalMin))
})
})

export type SubAccountListResponse = zod.input<typeof SubAccountListResponse>;
export type SubAccountListResponseOutput = zod.output<typeof SubAccountListResponse>;
