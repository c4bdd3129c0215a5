/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const autoInvestBuyEstimateTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestBuyEstimateSpendRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestBuyEstimatePriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestBuyEstimateAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestBuyEstimateFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AutoInvestBuyEstimate = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestBuyEstimateTickerRegExp),
  "spend": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestBuyEstimateSpendRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestBuyEstimatePriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestBuyEstimateAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestBuyEstimateFeeRegExp)
})

export type AutoInvestBuyEstimate = zod.input<typeof AutoInvestBuyEstimate>;
export type AutoInvestBuyEstimateOutput = zod.output<typeof AutoInvestBuyEstimate>;
