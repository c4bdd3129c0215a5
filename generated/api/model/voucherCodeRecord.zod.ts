/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const voucherCodeRecordCodeMax = 64;

export const voucherCodeRecordTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const voucherCodeRecordAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const voucherCodeRecordDescriptionMax = 75;


export const voucherCodeRecordCreatedAtMin = 0;

export const voucherCodeRecordUsedAtMin = 0;


export const VoucherCodeRecord = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(voucherCodeRecordCodeMax)),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', voucherCodeRecordTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', voucherCodeRecordAmountRegExp),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(voucherCodeRecordDescriptionMax))),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "packageId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(voucherCodeRecordCreatedAtMin)),
  "usedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(voucherCodeRecordUsedAtMin)))
})

export type VoucherCodeRecord = zod.input<typeof VoucherCodeRecord>;
export type VoucherCodeRecordOutput = zod.output<typeof VoucherCodeRecord>;
