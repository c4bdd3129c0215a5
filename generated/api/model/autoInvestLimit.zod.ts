/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const autoInvestLimitQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestLimitMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestLimitMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestLimitDecimalsMin = 0;
export const autoInvestLimitDecimalsMax = 8;


export const AutoInvestLimit = /*#__PURE__*/ zod.object({
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestLimitQuoteRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestLimitMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestLimitMaxAmountRegExp),
  "decimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestLimitDecimalsMin)).check(/*#__PURE__*/ zod.lte(autoInvestLimitDecimalsMax))
})

export type AutoInvestLimit = zod.input<typeof AutoInvestLimit>;
export type AutoInvestLimitOutput = zod.output<typeof AutoInvestLimit>;
