/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const paymentCardHolderMin = 2;
export const paymentCardHolderMax = 64;

export const paymentCardLast4RegExp = new RegExp('^[0-9]{4}$');
export const paymentCardExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const paymentCardBalanceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const paymentCardAddressLineMin = 3;
export const paymentCardAddressLineMax = 128;

export const paymentCardCityMin = 2;
export const paymentCardCityMax = 64;

export const paymentCardPostcodeRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$');
export const paymentCardCountryRegExp = new RegExp('^[A-Z]{2}$');
export const paymentCardOrderedAtMin = 0;

export const paymentCardActivatedAtMin = 0;


export const PaymentCard = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "planId": /*#__PURE__*/ zod.enum(['standard', 'premium', 'metal']),
  "status": /*#__PURE__*/ zod.enum(['ordered', 'active']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(paymentCardHolderMin)).check(/*#__PURE__*/ zod.maxLength(paymentCardHolderMax)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', paymentCardLast4RegExp),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', paymentCardExpiryRegExp),
  "balance": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardBalanceRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', paymentCardTickerRegExp),
  "addressLine": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(paymentCardAddressLineMin)).check(/*#__PURE__*/ zod.maxLength(paymentCardAddressLineMax)),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(paymentCardCityMin)).check(/*#__PURE__*/ zod.maxLength(paymentCardCityMax)),
  "postcode": /*#__PURE__*/ zod.stringFormat('postcode', paymentCardPostcodeRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', paymentCardCountryRegExp),
  "orderedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(paymentCardOrderedAtMin)),
  "activatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(paymentCardActivatedAtMin)))
})

export type PaymentCard = zod.input<typeof PaymentCard>;
export type PaymentCardOutput = zod.output<typeof PaymentCard>;
