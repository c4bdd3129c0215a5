/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const voucherCodeListResponseDataItemCodeMax = 64;

export const voucherCodeListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const voucherCodeListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const voucherCodeListResponseDataItemDescriptionMax = 75;


export const voucherCodeListResponseDataItemCreatedAtMin = 0;

export const voucherCodeListResponseDataItemUsedAtMin = 0;

export const voucherCodeListResponsePaginationLimitMax = 100;

export const voucherCodeListResponsePaginationOffsetMin = 0;

export const voucherCodeListResponsePaginationTotalMin = 0;


export const VoucherCodeListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(voucherCodeListResponseDataItemCodeMax)),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', voucherCodeListResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', voucherCodeListResponseDataItemAmountRegExp),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(voucherCodeListResponseDataItemDescriptionMax))),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "packageId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(voucherCodeListResponseDataItemCreatedAtMin)),
  "usedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(voucherCodeListResponseDataItemUsedAtMin)))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(voucherCodeListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(voucherCodeListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(voucherCodeListResponsePaginationTotalMin))
})
})

export type VoucherCodeListResponse = zod.input<typeof VoucherCodeListResponse>;
export type VoucherCodeListResponseOutput = zod.output<typeof VoucherCodeListResponse>;
