/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const paymentCardResponseDataOneHolderMin = 2;
export const paymentCardResponseDataOneHolderMax = 64;

export const paymentCardResponseDataOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const paymentCardResponseDataOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const paymentCardResponseDataOneBalanceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardResponseDataOneTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const paymentCardResponseDataOneAddressLineMin = 3;
export const paymentCardResponseDataOneAddressLineMax = 128;

export const paymentCardResponseDataOneCityMin = 2;
export const paymentCardResponseDataOneCityMax = 64;

export const paymentCardResponseDataOnePostcodeRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$');
export const paymentCardResponseDataOneCountryRegExp = new RegExp('^[A-Z]{2}$');
export const paymentCardResponseDataOneOrderedAtMin = 0;

export const paymentCardResponseDataOneActivatedAtMin = 0;


export const PaymentCardResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "planId": /*#__PURE__*/ zod.enum(['standard', 'premium', 'metal']),
  "status": /*#__PURE__*/ zod.enum(['ordered', 'active']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(paymentCardResponseDataOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(paymentCardResponseDataOneHolderMax)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', paymentCardResponseDataOneLast4RegExp),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', paymentCardResponseDataOneExpiryRegExp),
  "balance": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardResponseDataOneBalanceRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', paymentCardResponseDataOneTickerRegExp),
  "addressLine": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(paymentCardResponseDataOneAddressLineMin)).check(/*#__PURE__*/ zod.maxLength(paymentCardResponseDataOneAddressLineMax)),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(paymentCardResponseDataOneCityMin)).check(/*#__PURE__*/ zod.maxLength(paymentCardResponseDataOneCityMax)),
  "postcode": /*#__PURE__*/ zod.stringFormat('postcode', paymentCardResponseDataOnePostcodeRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', paymentCardResponseDataOneCountryRegExp),
  "orderedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(paymentCardResponseDataOneOrderedAtMin)),
  "activatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(paymentCardResponseDataOneActivatedAtMin)))
}),/*#__PURE__*/ zod.null()])
})

export type PaymentCardResponse = zod.input<typeof PaymentCardResponse>;
export type PaymentCardResponseOutput = zod.output<typeof PaymentCardResponse>;
