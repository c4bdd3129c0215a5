/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cryptoBorrowCollateralAssetTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoBorrowCollateralAssetInitialLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowCollateralAssetMarginCallLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowCollateralAssetLiquidationLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoBorrowCollateralAssetPriceUsdtRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CryptoBorrowCollateralAsset = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoBorrowCollateralAssetTickerRegExp),
  "initialLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowCollateralAssetInitialLtvRegExp),
  "marginCallLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowCollateralAssetMarginCallLtvRegExp),
  "liquidationLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowCollateralAssetLiquidationLtvRegExp),
  "priceUsdt": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoBorrowCollateralAssetPriceUsdtRegExp)
})

export type CryptoBorrowCollateralAsset = zod.input<typeof CryptoBorrowCollateralAsset>;
export type CryptoBorrowCollateralAssetOutput = zod.output<typeof CryptoBorrowCollateralAsset>;
