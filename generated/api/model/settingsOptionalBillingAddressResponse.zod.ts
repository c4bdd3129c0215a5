/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsOptionalBillingAddressResponseDataOneFirstNameMax = 64;

export const settingsOptionalBillingAddressResponseDataOneLastNameMax = 64;

export const settingsOptionalBillingAddressResponseDataOneCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsOptionalBillingAddressResponseDataOneStateMax = 64;

export const settingsOptionalBillingAddressResponseDataOneCityMax = 64;

export const settingsOptionalBillingAddressResponseDataOneAddressMax = 128;

export const settingsOptionalBillingAddressResponseDataOneAddressLine2Max = 128;

export const settingsOptionalBillingAddressResponseDataOnePostalCodeMin = 2;
export const settingsOptionalBillingAddressResponseDataOnePostalCodeMax = 16;

export const settingsOptionalBillingAddressResponseDataOneUpdatedAtMin = 0;


export const SettingsOptionalBillingAddressResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "firstName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsOptionalBillingAddressResponseDataOneFirstNameMax)),
  "lastName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsOptionalBillingAddressResponseDataOneLastNameMax)),
  "countryCode": /*#__PURE__*/ zod.stringFormat('country-code', settingsOptionalBillingAddressResponseDataOneCountryCodeRegExp),
  "state": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsOptionalBillingAddressResponseDataOneStateMax))),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsOptionalBillingAddressResponseDataOneCityMax)),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsOptionalBillingAddressResponseDataOneAddressMax)),
  "addressLine2": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsOptionalBillingAddressResponseDataOneAddressLine2Max))),
  "postalCode": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsOptionalBillingAddressResponseDataOnePostalCodeMin)).check(/*#__PURE__*/ zod.maxLength(settingsOptionalBillingAddressResponseDataOnePostalCodeMax)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsOptionalBillingAddressResponseDataOneUpdatedAtMin))
}),/*#__PURE__*/ zod.null()])
})

export type SettingsOptionalBillingAddressResponse = zod.input<typeof SettingsOptionalBillingAddressResponse>;
export type SettingsOptionalBillingAddressResponseOutput = zod.output<typeof SettingsOptionalBillingAddressResponse>;
