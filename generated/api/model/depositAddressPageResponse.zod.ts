/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const depositAddressPageResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const depositAddressPageResponseDataItemNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const depositAddressPageResponseDataItemTypeMax = 32;

export const depositAddressPageResponseDataItemAddressMax = 128;

export const depositAddressPageResponseDataItemMemoMax = 64;

export const depositAddressPageResponseDataItemCreatedAtMin = 0;

export const depositAddressPageResponsePaginationLimitMax = 100;

export const depositAddressPageResponsePaginationOffsetMin = 0;

export const depositAddressPageResponsePaginationTotalMin = 0;


export const DepositAddressPageResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', depositAddressPageResponseDataItemTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', depositAddressPageResponseDataItemNetworkRegExp),
  "type": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(depositAddressPageResponseDataItemTypeMax))),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(depositAddressPageResponseDataItemAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(depositAddressPageResponseDataItemMemoMax))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(depositAddressPageResponseDataItemCreatedAtMin))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(depositAddressPageResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(depositAddressPageResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(depositAddressPageResponsePaginationTotalMin))
})
})

export type DepositAddressPageResponse = zod.input<typeof DepositAddressPageResponse>;
export type DepositAddressPageResponseOutput = zod.output<typeof DepositAddressPageResponse>;
