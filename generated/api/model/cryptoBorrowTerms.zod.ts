/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cryptoBorrowTermsLoanAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoBorrowTermsLoanAssetsItemHourlyRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowTermsLoanAssetsItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowTermsLoanAssetsItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowTermsLoanAssetsItemPriceUsdtRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowTermsCollateralAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoBorrowTermsCollateralAssetsItemInitialLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowTermsCollateralAssetsItemMarginCallLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowTermsCollateralAssetsItemLiquidationLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowTermsCollateralAssetsItemPriceUsdtRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CryptoBorrowTerms = /*#__PURE__*/ zod.object({
  "loanAssets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoBorrowTermsLoanAssetsItemTickerRegExp),
  "hourlyRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsLoanAssetsItemHourlyRateRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsLoanAssetsItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsLoanAssetsItemMaxAmountRegExp),
  "priceUsdt": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsLoanAssetsItemPriceUsdtRegExp)
})),
  "collateralAssets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoBorrowTermsCollateralAssetsItemTickerRegExp),
  "initialLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsCollateralAssetsItemInitialLtvRegExp),
  "marginCallLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsCollateralAssetsItemMarginCallLtvRegExp),
  "liquidationLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsCollateralAssetsItemLiquidationLtvRegExp),
  "priceUsdt": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsCollateralAssetsItemPriceUsdtRegExp)
}))
})

export type CryptoBorrowTerms = zod.input<typeof CryptoBorrowTerms>;
export type CryptoBorrowTermsOutput = zod.output<typeof CryptoBorrowTerms>;
