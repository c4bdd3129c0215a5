/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const autoInvestLimitListResponseDataItemQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestLimitListResponseDataItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestLimitListResponseDataItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestLimitListResponseDataItemDecimalsMin = 0;
export const autoInvestLimitListResponseDataItemDecimalsMax = 8;


export const AutoInvestLimitListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestLimitListResponseDataItemQuoteRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestLimitListResponseDataItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestLimitListResponseDataItemMaxAmountRegExp),
  "decimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestLimitListResponseDataItemDecimalsMin)).check(/*#__PURE__*/ zod.lte(autoInvestLimitListResponseDataItemDecimalsMax))
}))
})

export type AutoInvestLimitListResponse = zod.input<typeof AutoInvestLimitListResponse>;
export type AutoInvestLimitListResponseOutput = zod.output<typeof AutoInvestLimitListResponse>;
