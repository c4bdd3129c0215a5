/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const p2pOrderListResponseDataItemMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const p2pOrderListResponseDataItemMerchantNameMin = 2;
export const p2pOrderListResponseDataItemMerchantNameMax = 64;

export const p2pOrderListResponseDataItemMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const p2pOrderListResponseDataItemMerchantCompletedOrdersMin = 0;

export const p2pOrderListResponseDataItemMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderListResponseDataItemAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOrderListResponseDataItemFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOrderListResponseDataItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderListResponseDataItemAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOrderListResponseDataItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderListResponseDataItemFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOrderListResponseDataItemReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderListResponseDataItemReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const p2pOrderListResponseDataItemCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const p2pOrderListResponseDataItemCardOneHolderMin = 2;
export const p2pOrderListResponseDataItemCardOneHolderMax = 64;

export const p2pOrderListResponseDataItemCardOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const p2pOrderListResponseDataItemCardOneCreatedAtMin = 0;

export const p2pOrderListResponseDataItemMerchantPaymentBankMin = 2;
export const p2pOrderListResponseDataItemMerchantPaymentBankMax = 64;

export const p2pOrderListResponseDataItemMerchantPaymentCardNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const p2pOrderListResponseDataItemMerchantPaymentHolderMin = 2;
export const p2pOrderListResponseDataItemMerchantPaymentHolderMax = 64;

export const p2pOrderListResponseDataItemMerchantPaymentReferenceRegExp = new RegExp('^P2P-[0-9]{4,12}$');
export const p2pOrderListResponseDataItemTravelRuleBeneficiaryNameMin = 2;
export const p2pOrderListResponseDataItemTravelRuleBeneficiaryNameMax = 128;

export const p2pOrderListResponseDataItemTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');
export const p2pOrderListResponseDataItemTravelRuleConfirmedAtMin = 0;

export const p2pOrderListResponseDataItemCreatedAtMin = 0;

export const p2pOrderListResponseDataItemExpiresAtMin = 0;

export const p2pOrderListResponseDataItemConfirmedAtMin = 0;

export const p2pOrderListResponseDataItemPaidAtMin = 0;

export const p2pOrderListResponseDataItemCompletedAtMin = 0;

export const p2pOrderListResponseDataItemCancelledAtMin = 0;

export const p2pOrderListResponsePaginationLimitMax = 100;

export const p2pOrderListResponsePaginationOffsetMin = 0;

export const p2pOrderListResponsePaginationTotalMin = 0;


export const P2pOrderListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "status": /*#__PURE__*/ zod.enum(['draft', 'created', 'paid', 'completed', 'cancelled', 'expired']),
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', p2pOrderListResponseDataItemMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderListResponseDataItemMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderListResponseDataItemMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', p2pOrderListResponseDataItemMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderListResponseDataItemMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', p2pOrderListResponseDataItemMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderListResponseDataItemAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderListResponseDataItemFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOrderListResponseDataItemPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOrderListResponseDataItemAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderListResponseDataItemAmountTickerRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOrderListResponseDataItemFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderListResponseDataItemFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOrderListResponseDataItemReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderListResponseDataItemReceiveTickerRegExp),
  "card": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', p2pOrderListResponseDataItemCardOneLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderListResponseDataItemCardOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderListResponseDataItemCardOneHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', p2pOrderListResponseDataItemCardOneExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderListResponseDataItemCardOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "merchantPayment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "bank": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderListResponseDataItemMerchantPaymentBankMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderListResponseDataItemMerchantPaymentBankMax)),
  "cardNumber": /*#__PURE__*/ zod.stringFormat('card-number', p2pOrderListResponseDataItemMerchantPaymentCardNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderListResponseDataItemMerchantPaymentHolderMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderListResponseDataItemMerchantPaymentHolderMax)),
  "reference": /*#__PURE__*/ zod.stringFormat('p2p-reference', p2pOrderListResponseDataItemMerchantPaymentReferenceRegExp)
})),
  "travelRule": /*#__PURE__*/ zod.object({
  "required": /*#__PURE__*/ zod.boolean(),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderListResponseDataItemTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderListResponseDataItemTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', p2pOrderListResponseDataItemTravelRuleBeneficiaryCountryRegExp),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderListResponseDataItemTravelRuleConfirmedAtMin)))
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderListResponseDataItemCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderListResponseDataItemExpiresAtMin)),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderListResponseDataItemConfirmedAtMin))),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderListResponseDataItemPaidAtMin))),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderListResponseDataItemCompletedAtMin))),
  "cancelledAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderListResponseDataItemCancelledAtMin)))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(p2pOrderListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderListResponsePaginationTotalMin))
})
})

export type P2pOrderListResponse = zod.input<typeof P2pOrderListResponse>;
export type P2pOrderListResponseOutput = zod.output<typeof P2pOrderListResponse>;
