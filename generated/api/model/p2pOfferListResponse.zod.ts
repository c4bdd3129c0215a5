/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const p2pOfferListResponseDataItemMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const p2pOfferListResponseDataItemMerchantNameMin = 2;
export const p2pOfferListResponseDataItemMerchantNameMax = 64;

export const p2pOfferListResponseDataItemMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const p2pOfferListResponseDataItemMerchantCompletedOrdersMin = 0;

export const p2pOfferListResponseDataItemMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOfferListResponseDataItemAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOfferListResponseDataItemFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOfferListResponseDataItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOfferListResponseDataItemFeePercentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOfferListResponseDataItemAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOfferListResponseDataItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOfferListResponseDataItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOfferListResponseDataItemAssetDecimalsMin = 0;
export const p2pOfferListResponseDataItemAssetDecimalsMax = 18;

export const p2pOfferListResponseDataItemFiatDecimalsMin = 0;
export const p2pOfferListResponseDataItemFiatDecimalsMax = 8;

export const p2pOfferListResponseDataItemPaymentWindowMinutesMax = 1440;


export const P2pOfferListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', p2pOfferListResponseDataItemMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOfferListResponseDataItemMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(p2pOfferListResponseDataItemMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', p2pOfferListResponseDataItemMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOfferListResponseDataItemMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', p2pOfferListResponseDataItemMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', p2pOfferListResponseDataItemAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', p2pOfferListResponseDataItemFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOfferListResponseDataItemPriceRegExp),
  "feePercent": /*#__PURE__*/ zod.stringFormat('percent-unsigned', p2pOfferListResponseDataItemFeePercentRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pOfferListResponseDataItemAmountTickerRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOfferListResponseDataItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOfferListResponseDataItemMaxAmountRegExp),
  "assetDecimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOfferListResponseDataItemAssetDecimalsMin)).check(/*#__PURE__*/ zod.lte(p2pOfferListResponseDataItemAssetDecimalsMax)),
  "fiatDecimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOfferListResponseDataItemFiatDecimalsMin)).check(/*#__PURE__*/ zod.lte(p2pOfferListResponseDataItemFiatDecimalsMax)),
  "paymentWindowMinutes": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(p2pOfferListResponseDataItemPaymentWindowMinutesMax))
}))
})

export type P2pOfferListResponse = zod.input<typeof P2pOfferListResponse>;
export type P2pOfferListResponseOutput = zod.output<typeof P2pOfferListResponse>;
