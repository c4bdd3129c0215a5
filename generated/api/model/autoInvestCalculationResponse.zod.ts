/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const autoInvestCalculationResponseDataBuysItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestCalculationResponseDataBuysItemSpendRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestCalculationResponseDataBuysItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestCalculationResponseDataBuysItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestCalculationResponseDataBuysItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AutoInvestCalculationResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "buys": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestCalculationResponseDataBuysItemTickerRegExp),
  "spend": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestCalculationResponseDataBuysItemSpendRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestCalculationResponseDataBuysItemPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestCalculationResponseDataBuysItemAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestCalculationResponseDataBuysItemFeeRegExp)
}))
})
})

export type AutoInvestCalculationResponse = zod.input<typeof AutoInvestCalculationResponse>;
export type AutoInvestCalculationResponseOutput = zod.output<typeof AutoInvestCalculationResponse>;
