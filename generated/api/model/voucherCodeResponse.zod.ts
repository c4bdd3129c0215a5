/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const voucherCodeResponseDataCodeMax = 64;

export const voucherCodeResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const voucherCodeResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const voucherCodeResponseDataDescriptionMax = 75;


export const voucherCodeResponseDataCreatedAtMin = 0;

export const voucherCodeResponseDataUsedAtMin = 0;


export const VoucherCodeResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(voucherCodeResponseDataCodeMax)),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', voucherCodeResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', voucherCodeResponseDataAmountRegExp),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(voucherCodeResponseDataDescriptionMax))),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "packageId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(voucherCodeResponseDataCreatedAtMin)),
  "usedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(voucherCodeResponseDataUsedAtMin)))
})
})

export type VoucherCodeResponse = zod.input<typeof VoucherCodeResponse>;
export type VoucherCodeResponseOutput = zod.output<typeof VoucherCodeResponse>;
