/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const bonusTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const bonusAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const bonusCreatedAtMin = 0;

export const bonusExpiresAtMin = 0;


export const Bonus = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', bonusTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', bonusAmountRegExp),
  "status": /*#__PURE__*/ zod.enum(['active', 'used', 'expired']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(bonusCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(bonusExpiresAtMin)))
})

export type Bonus = zod.input<typeof Bonus>;
export type BonusOutput = zod.output<typeof Bonus>;
