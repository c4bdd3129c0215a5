/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const p2pOrderResponseDataMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const p2pOrderResponseDataMerchantNameMin = 2;
export const p2pOrderResponseDataMerchantNameMax = 64;

export const p2pOrderResponseDataMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const p2pOrderResponseDataMerchantCompletedOrdersMin = 0;

export const p2pOrderResponseDataMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderResponseDataAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOrderResponseDataFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOrderResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderResponseDataAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOrderResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderResponseDataFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pOrderResponseDataReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pOrderResponseDataReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const p2pOrderResponseDataCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const p2pOrderResponseDataCardOneHolderMin = 2;
export const p2pOrderResponseDataCardOneHolderMax = 64;

export const p2pOrderResponseDataCardOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const p2pOrderResponseDataCardOneCreatedAtMin = 0;

export const p2pOrderResponseDataMerchantPaymentBankMin = 2;
export const p2pOrderResponseDataMerchantPaymentBankMax = 64;

export const p2pOrderResponseDataMerchantPaymentCardNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const p2pOrderResponseDataMerchantPaymentHolderMin = 2;
export const p2pOrderResponseDataMerchantPaymentHolderMax = 64;

export const p2pOrderResponseDataMerchantPaymentReferenceRegExp = new RegExp('^P2P-[0-9]{4,12}$');
export const p2pOrderResponseDataTravelRuleBeneficiaryNameMin = 2;
export const p2pOrderResponseDataTravelRuleBeneficiaryNameMax = 128;

export const p2pOrderResponseDataTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');
export const p2pOrderResponseDataTravelRuleConfirmedAtMin = 0;

export const p2pOrderResponseDataCreatedAtMin = 0;

export const p2pOrderResponseDataExpiresAtMin = 0;

export const p2pOrderResponseDataConfirmedAtMin = 0;

export const p2pOrderResponseDataPaidAtMin = 0;

export const p2pOrderResponseDataCompletedAtMin = 0;

export const p2pOrderResponseDataCancelledAtMin = 0;


export const P2pOrderResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "status": /*#__PURE__*/ zod.enum(['draft', 'created', 'paid', 'completed', 'cancelled', 'expired']),
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', p2pOrderResponseDataMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderResponseDataMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderResponseDataMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', p2pOrderResponseDataMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderResponseDataMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', p2pOrderResponseDataMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderResponseDataAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderResponseDataFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOrderResponseDataPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOrderResponseDataAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderResponseDataAmountTickerRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOrderResponseDataFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderResponseDataFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pOrderResponseDataReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pOrderResponseDataReceiveTickerRegExp),
  "card": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', p2pOrderResponseDataCardOneLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderResponseDataCardOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderResponseDataCardOneHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', p2pOrderResponseDataCardOneExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderResponseDataCardOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "merchantPayment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "bank": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderResponseDataMerchantPaymentBankMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderResponseDataMerchantPaymentBankMax)),
  "cardNumber": /*#__PURE__*/ zod.stringFormat('card-number', p2pOrderResponseDataMerchantPaymentCardNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderResponseDataMerchantPaymentHolderMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderResponseDataMerchantPaymentHolderMax)),
  "reference": /*#__PURE__*/ zod.stringFormat('p2p-reference', p2pOrderResponseDataMerchantPaymentReferenceRegExp)
})),
  "travelRule": /*#__PURE__*/ zod.object({
  "required": /*#__PURE__*/ zod.boolean(),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(p2pOrderResponseDataTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(p2pOrderResponseDataTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', p2pOrderResponseDataTravelRuleBeneficiaryCountryRegExp),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderResponseDataTravelRuleConfirmedAtMin)))
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderResponseDataCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderResponseDataExpiresAtMin)),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderResponseDataConfirmedAtMin))),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderResponseDataPaidAtMin))),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderResponseDataCompletedAtMin))),
  "cancelledAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(p2pOrderResponseDataCancelledAtMin)))
})
})

export type P2pOrderResponse = zod.input<typeof P2pOrderResponse>;
export type P2pOrderResponseOutput = zod.output<typeof P2pOrderResponse>;
