/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const updateBillingAddressBodyFirstNameMax = 64;

export const updateBillingAddressBodyLastNameMax = 64;

export const updateBillingAddressBodyCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const updateBillingAddressBodyStateMax = 64;

export const updateBillingAddressBodyCityMax = 64;

export const updateBillingAddressBodyAddressMax = 128;

export const updateBillingAddressBodyAddressLine2Max = 128;

export const updateBillingAddressBodyPostalCodeMin = 2;
export const updateBillingAddressBodyPostalCodeMax = 16;


export const UpdateBillingAddressBody = /*#__PURE__*/ zod.object({
  "firstName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(updateBillingAddressBodyFirstNameMax)),
  "lastName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(updateBillingAddressBodyLastNameMax)),
  "countryCode": /*#__PURE__*/ zod.stringFormat('country-code', updateBillingAddressBodyCountryCodeRegExp),
  "state": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(updateBillingAddressBodyStateMax))),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(updateBillingAddressBodyCityMax)),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(updateBillingAddressBodyAddressMax)),
  "addressLine2": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(updateBillingAddressBodyAddressLine2Max))),
  "postalCode": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateBillingAddressBodyPostalCodeMin)).check(/*#__PURE__*/ zod.maxLength(updateBillingAddressBodyPostalCodeMax))
})

export type UpdateBillingAddressBody = zod.input<typeof UpdateBillingAddressBody>;
export type UpdateBillingAddressBodyOutput = zod.output<typeof UpdateBillingAddressBody>;
