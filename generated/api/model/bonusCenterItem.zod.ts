/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const bonusCenterItemTitleMax = 120;

export const bonusCenterItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const bonusCenterItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const BonusCenterItem = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(bonusCenterItemTitleMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', bonusCenterItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', bonusCenterItemAmountRegExp),
  "status": /*#__PURE__*/ zod.enum(['available', 'active', 'used', 'expired']),
  "createdAt": /*#__PURE__*/ zod.iso.datetime({"offset":true}),
  "expiresAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.iso.datetime({"offset":true}))
})

export type BonusCenterItem = zod.input<typeof BonusCenterItem>;
export type BonusCenterItemOutput = zod.output<typeof BonusCenterItem>;
