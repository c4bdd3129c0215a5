/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const bonusCenterResponseDataItemTitleMax = 120;

export const bonusCenterResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const bonusCenterResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const BonusCenterResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(bonusCenterResponseDataItemTitleMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', bonusCenterResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', bonusCenterResponseDataItemAmountRegExp),
  "status": /*#__PURE__*/ zod.enum(['available', 'active', 'used', 'expired']),
  "createdAt": /*#__PURE__*/ zod.iso.datetime({"offset":true}),
  "expiresAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.iso.datetime({"offset":true}))
}))
})

export type BonusCenterResponse = zod.input<typeof BonusCenterResponse>;
export type BonusCenterResponseOutput = zod.output<typeof BonusCenterResponse>;
