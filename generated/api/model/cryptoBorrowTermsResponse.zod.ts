/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cryptoBorrowTermsResponseDataLoanAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoBorrowTermsResponseDataLoanAssetsItemHourlyRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowTermsResponseDataLoanAssetsItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowTermsResponseDataLoanAssetsItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowTermsResponseDataLoanAssetsItemPriceUsdtRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowTermsResponseDataCollateralAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoBorrowTermsResponseDataCollateralAssetsItemInitialLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowTermsResponseDataCollateralAssetsItemMarginCallLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowTermsResponseDataCollateralAssetsItemLiquidationLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowTermsResponseDataCollateralAssetsItemPriceUsdtRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CryptoBorrowTermsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "loanAssets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoBorrowTermsResponseDataLoanAssetsItemTickerRegExp),
  "hourlyRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsResponseDataLoanAssetsItemHourlyRateRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsResponseDataLoanAssetsItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsResponseDataLoanAssetsItemMaxAmountRegExp),
  "priceUsdt": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsResponseDataLoanAssetsItemPriceUsdtRegExp)
})),
  "collateralAssets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoBorrowTermsResponseDataCollateralAssetsItemTickerRegExp),
  "initialLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsResponseDataCollateralAssetsItemInitialLtvRegExp),
  "marginCallLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsResponseDataCollateralAssetsItemMarginCallLtvRegExp),
  "liquidationLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsResponseDataCollateralAssetsItemLiquidationLtvRegExp),
  "priceUsdt": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowTermsResponseDataCollateralAssetsItemPriceUsdtRegExp)
}))
})
})

export type CryptoBorrowTermsResponse = zod.input<typeof CryptoBorrowTermsResponse>;
export type CryptoBorrowTermsResponseOutput = zod.output<typeof CryptoBorrowTermsResponse>;
