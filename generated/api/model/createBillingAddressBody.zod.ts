/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createBillingAddressBodyFirstNameMax = 64;

export const createBillingAddressBodyLastNameMax = 64;

export const createBillingAddressBodyCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const createBillingAddressBodyStateMax = 64;

export const createBillingAddressBodyCityMax = 64;

export const createBillingAddressBodyAddressMax = 128;

export const createBillingAddressBodyAddressLine2Max = 128;

export const createBillingAddressBodyPostalCodeMin = 2;
export const createBillingAddressBodyPostalCodeMax = 16;


export const CreateBillingAddressBody = /*#__PURE__*/ zod.object({
  "firstName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createBillingAddressBodyFirstNameMax)),
  "lastName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createBillingAddressBodyLastNameMax)),
  "countryCode": /*#__PURE__*/ zod.stringFormat('country-code', createBillingAddressBodyCountryCodeRegExp),
  "state": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createBillingAddressBodyStateMax))),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createBillingAddressBodyCityMax)),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createBillingAddressBodyAddressMax)),
  "addressLine2": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createBillingAddressBodyAddressLine2Max))),
  "postalCode": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createBillingAddressBodyPostalCodeMin)).check(/*#__PURE__*/ zod.maxLength(createBillingAddressBodyPostalCodeMax))
})

export type CreateBillingAddressBody = zod.input<typeof CreateBillingAddressBody>;
export type CreateBillingAddressBodyOutput = zod.output<typeof CreateBillingAddressBody>;
