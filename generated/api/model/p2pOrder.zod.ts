/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const p2pOrderMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const p2pOrderMerchantNameMin = 2;
export const p2pOrderMerchantNameMax = 64;

export const p2pOrderMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const p2pOrderMerchantCompletedOrdersMin = 0;

export const p2pOrderMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOrderFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOrderPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOrderFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOrderReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const p2pOrderCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const p2pOrderCardOneHolderMin = 2;
export const p2pOrderCardOneHolderMax = 64;

export const p2pOrderCardOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const p2pOrderCardOneCreatedAtMin = 0;

export const p2pOrderMerchantPaymentBankMin = 2;
export const p2pOrderMerchantPaymentBankMax = 64;

export const p2pOrderMerchantPaymentCardNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const p2pOrderMerchantPaymentHolderMin = 2;
export const p2pOrderMerchantPaymentHolderMax = 64;

export const p2pOrderMerchantPaymentReferenceRegExp = new RegExp('^P2P-[0-9]{4,12}$');
export const p2pOrderTravelRuleBeneficiaryNameMin = 2;
export const p2pOrderTravelRuleBeneficiaryNameMax = 128;

export const p2pOrderTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');
export const p2pOrderTravelRuleConfirmedAtMin = 0;

export const p2pOrderCreatedAtMin = 0;

export const p2pOrderExpiresAtMin = 0;

export const p2pOrderConfirmedAtMin = 0;

export const p2pOrderPaidAtMin = 0;

export const p2pOrderCompletedAtMin = 0;

export const p2pOrderCancelledAtMin = 0;


export const P2pOrder = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "status": /*#__PURE__*/ zod.enum(['draft', 'created', 'paid', 'completed', 'cancelled', 'expired']),
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', p2pOrderMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', p2pOrderMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', p2pOrderMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOrderPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOrderAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderAmountTickerRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOrderFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOrderReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderReceiveTickerRegExp),
  "card": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', p2pOrderCardOneLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderCardOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderCardOneHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', p2pOrderCardOneExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderCardOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "merchantPayment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "bank": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderMerchantPaymentBankMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderMerchantPaymentBankMax)),
  "cardNumber": /*#__PURE__*/ zod.stringFormat('card-number', p2pOrderMerchantPaymentCardNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderMerchantPaymentHolderMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderMerchantPaymentHolderMax)),
  "reference": /*#__PURE__*/ zod.stringFormat('p2p-reference', p2pOrderMerchantPaymentReferenceRegExp)
})),
  "travelRule": /*#__PURE__*/ zod.object({
  "required": /*#__PURE__*/ zod.boolean(),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', p2pOrderTravelRuleBeneficiaryCountryRegExp),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderTravelRuleConfirmedAtMin)))
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderExpiresAtMin)),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderConfirmedAtMin))),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderPaidAtMin))),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderCompletedAtMin))),
  "cancelledAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderCancelledAtMin)))
})

export type P2pOrder = zod.input<typeof P2pOrder>;
export type P2pOrderOutput = zod.output<typeof P2pOrder>;
