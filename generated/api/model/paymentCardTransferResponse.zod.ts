/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const paymentCardTransferResponseDataCardHolderMin = 2;
export const paymentCardTransferResponseDataCardHolderMax = 64;

export const paymentCardTransferResponseDataCardLast4RegExp = new RegExp('^[0-9]{4}$');
export const paymentCardTransferResponseDataCardExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const paymentCardTransferResponseDataCardBalanceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardTransferResponseDataCardTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const paymentCardTransferResponseDataCardAddressLineMin = 3;
export const paymentCardTransferResponseDataCardAddressLineMax = 128;

export const paymentCardTransferResponseDataCardCityMin = 2;
export const paymentCardTransferResponseDataCardCityMax = 64;

export const paymentCardTransferResponseDataCardPostcodeRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$');
export const paymentCardTransferResponseDataCardCountryRegExp = new RegExp('^[A-Z]{2}$');
export const paymentCardTransferResponseDataCardOrderedAtMin = 0;

export const paymentCardTransferResponseDataCardActivatedAtMin = 0;


export const paymentCardTransferResponseDataTransactionAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardTransferResponseDataTransactionFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardTransferResponseDataTransactionTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const paymentCardTransferResponseDataTransactionBalanceAfterRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardTransferResponseDataTransactionCreatedAtMin = 0;


export const PaymentCardTransferResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "card": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "planId": /*#__PURE__*/ zod.enum(['standard', 'premium', 'metal']),
  "status": /*#__PURE__*/ zod.enum(['ordered', 'active']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(paymentCardTransferResponseDataCardHolderMin)).check(/*#__PURE__*/ zod.maxLength(paymentCardTransferResponseDataCardHolderMax)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', paymentCardTransferResponseDataCardLast4RegExp),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', paymentCardTransferResponseDataCardExpiryRegExp),
  "balance": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardTransferResponseDataCardBalanceRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', paymentCardTransferResponseDataCardTickerRegExp),
  "addressLine": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(paymentCardTransferResponseDataCardAddressLineMin)).check(/*#__PURE__*/ zod.maxLength(paymentCardTransferResponseDataCardAddressLineMax)),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(paymentCardTransferResponseDataCardCityMin)).check(/*#__PURE__*/ zod.maxLength(paymentCardTransferResponseDataCardCityMax)),
  "postcode": /*#__PURE__*/ zod.stringFormat('postcode', paymentCardTransferResponseDataCardPostcodeRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', paymentCardTransferResponseDataCardCountryRegExp),
  "orderedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(paymentCardTransferResponseDataCardOrderedAtMin)),
  "activatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(paymentCardTransferResponseDataCardActivatedAtMin)))
}),
  "transaction": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "type": /*#__PURE__*/ zod.enum(['top-up', 'withdrawal']),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardTransferResponseDataTransactionAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardTransferResponseDataTransactionFeeRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', paymentCardTransferResponseDataTransactionTickerRegExp),
  "balanceAfter": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardTransferResponseDataTransactionBalanceAfterRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(paymentCardTransferResponseDataTransactionCreatedAtMin))
})
})
})

export type PaymentCardTransferResponse = zod.input<typeof PaymentCardTransferResponse>;
export type PaymentCardTransferResponseOutput = zod.output<typeof PaymentCardTransferResponse>;
