/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const orderPaymentCardRequestHolderMin = 2;
export const orderPaymentCardRequestHolderMax = 64;

export const orderPaymentCardRequestAddressLineMin = 3;
export const orderPaymentCardRequestAddressLineMax = 128;

export const orderPaymentCardRequestCityMin = 2;
export const orderPaymentCardRequestCityMax = 64;

export const orderPaymentCardRequestPostcodeRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$');
export const orderPaymentCardRequestCountryRegExp = new RegExp('^[A-Z]{2}$');

export const OrderPaymentCardRequest = /*#__PURE__*/ zod.object({
  "planId": /*#__PURE__*/ zod.enum(['standard', 'premium', 'metal']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(orderPaymentCardRequestHolderMin)).check(/*#__PURE__*/ zod.maxLength(orderPaymentCardRequestHolderMax)),
  "addressLine": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(orderPaymentCardRequestAddressLineMin)).check(/*#__PURE__*/ zod.maxLength(orderPaymentCardRequestAddressLineMax)),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(orderPaymentCardRequestCityMin)).check(/*#__PURE__*/ zod.maxLength(orderPaymentCardRequestCityMax)),
  "postcode": /*#__PURE__*/ zod.stringFormat('postcode', orderPaymentCardRequestPostcodeRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', orderPaymentCardRequestCountryRegExp)
})

export type OrderPaymentCardRequest = zod.input<typeof OrderPaymentCardRequest>;
export type OrderPaymentCardRequestOutput = zod.output<typeof OrderPaymentCardRequest>;
