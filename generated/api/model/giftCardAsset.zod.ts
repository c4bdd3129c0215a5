/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const giftCardAssetTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const giftCardAssetMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const giftCardAssetMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const giftCardAssetDecimalsMin = 0;
export const giftCardAssetDecimalsMax = 18;


export const GiftCardAsset = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', giftCardAssetTickerRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', giftCardAssetMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', giftCardAssetMaxAmountRegExp),
  "decimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(giftCardAssetDecimalsMin)).check(/*#__PURE__*/ zod.lte(giftCardAssetDecimalsMax))
})

export type GiftCardAsset = zod.input<typeof GiftCardAsset>;
export type GiftCardAssetOutput = zod.output<typeof GiftCardAsset>;
