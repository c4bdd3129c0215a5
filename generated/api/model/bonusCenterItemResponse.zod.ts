/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const bonusCenterItemResponseDataTitleMax = 120;

export const bonusCenterItemResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const bonusCenterItemResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const BonusCenterItemResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(bonusCenterItemResponseDataTitleMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', bonusCenterItemResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', bonusCenterItemResponseDataAmountRegExp),
  "status": /*#__PURE__*/ zod.enum(['available', 'active', 'used', 'expired']),
  "createdAt": /*#__PURE__*/ zod.iso.datetime({"offset":true}),
  "expiresAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.iso.datetime({"offset":true}))
})
})

export type BonusCenterItemResponse = zod.input<typeof BonusCenterItemResponse>;
export type BonusCenterItemResponseOutput = zod.output<typeof BonusCenterItemResponse>;
