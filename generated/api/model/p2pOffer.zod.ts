/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const p2pOfferMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const p2pOfferMerchantNameMin = 2;
export const p2pOfferMerchantNameMax = 64;

export const p2pOfferMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const p2pOfferMerchantCompletedOrdersMin = 0;

export const p2pOfferMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOfferAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOfferFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOfferPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOfferFeePercentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOfferAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOfferMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOfferMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOfferAssetDecimalsMin = 0;
export const p2pOfferAssetDecimalsMax = 18;

export const p2pOfferFiatDecimalsMin = 0;
export const p2pOfferFiatDecimalsMax = 8;

export const p2pOfferPaymentWindowMinutesMax = 1440;


export const P2pOffer = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', p2pOfferMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOfferMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(p2pOfferMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', p2pOfferMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOfferMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', p2pOfferMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', p2pOfferAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', p2pOfferFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOfferPriceRegExp),
  "feePercent": /*#__PURE__*/ zod.stringFormat('percent-unsigned', p2pOfferFeePercentRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pOfferAmountTickerRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOfferMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOfferMaxAmountRegExp),
  "assetDecimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOfferAssetDecimalsMin)).check(/*#__PURE__*/ zod.lte(p2pOfferAssetDecimalsMax)),
  "fiatDecimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOfferFiatDecimalsMin)).check(/*#__PURE__*/ zod.lte(p2pOfferFiatDecimalsMax)),
  "paymentWindowMinutes": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(p2pOfferPaymentWindowMinutesMax))
})

export type P2pOffer = zod.input<typeof P2pOffer>;
export type P2pOfferOutput = zod.output<typeof P2pOffer>;
