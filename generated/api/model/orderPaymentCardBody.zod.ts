/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const orderPaymentCardBodyHolderMin = 2;
export const orderPaymentCardBodyHolderMax = 64;

export const orderPaymentCardBodyAddressLineMin = 3;
export const orderPaymentCardBodyAddressLineMax = 128;

export const orderPaymentCardBodyCityMin = 2;
export const orderPaymentCardBodyCityMax = 64;

export const orderPaymentCardBodyPostcodeRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$');
export const orderPaymentCardBodyCountryRegExp = new RegExp('^[A-Z]{2}$');

export const OrderPaymentCardBody = /*#__PURE__*/ zod.object({
  "planId": /*#__PURE__*/ zod.enum(['standard', 'premium', 'metal']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(orderPaymentCardBodyHolderMin)).check(/*#__PURE__*/ zod.maxLength(orderPaymentCardBodyHolderMax)),
  "addressLine": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(orderPaymentCardBodyAddressLineMin)).check(/*#__PURE__*/ zod.maxLength(orderPaymentCardBodyAddressLineMax)),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(orderPaymentCardBodyCityMin)).check(/*#__PURE__*/ zod.maxLength(orderPaymentCardBodyCityMax)),
  "postcode": /*#__PURE__*/ zod.stringFormat('postcode', orderPaymentCardBodyPostcodeRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', orderPaymentCardBodyCountryRegExp)
})

export type OrderPaymentCardBody = zod.input<typeof OrderPaymentCardBody>;
export type OrderPaymentCardBodyOutput = zod.output<typeof OrderPaymentCardBody>;
