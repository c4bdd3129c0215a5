/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const otcAssetTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const otcAssetQuotesItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const otcAssetMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const otcAssetMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const otcAssetDecimalsMin = 0;
export const otcAssetDecimalsMax = 18;


export const OtcAsset = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', otcAssetTickerRegExp),
  "quotes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', otcAssetQuotesItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', otcAssetMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', otcAssetMaxAmountRegExp),
  "decimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(otcAssetDecimalsMin)).check(/*#__PURE__*/ zod.lte(otcAssetDecimalsMax))
})

export type OtcAsset = zod.input<typeof OtcAsset>;
export type OtcAssetOutput = zod.output<typeof OtcAsset>;
