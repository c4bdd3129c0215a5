/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cryptoBorrowLoanAssetTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoBorrowLoanAssetHourlyRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowLoanAssetMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowLoanAssetMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowLoanAssetPriceUsdtRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CryptoBorrowLoanAsset = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoBorrowLoanAssetTickerRegExp),
  "hourlyRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowLoanAssetHourlyRateRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowLoanAssetMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowLoanAssetMaxAmountRegExp),
  "priceUsdt": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowLoanAssetPriceUsdtRegExp)
})

export type CryptoBorrowLoanAsset = zod.input<typeof CryptoBorrowLoanAsset>;
export type CryptoBorrowLoanAssetOutput = zod.output<typeof CryptoBorrowLoanAsset>;
