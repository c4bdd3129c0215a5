/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsBillingAddressResponseDataFirstNameMax = 64;

export const settingsBillingAddressResponseDataLastNameMax = 64;

export const settingsBillingAddressResponseDataCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsBillingAddressResponseDataStateMax = 64;

export const settingsBillingAddressResponseDataCityMax = 64;

export const settingsBillingAddressResponseDataAddressMax = 128;

export const settingsBillingAddressResponseDataAddressLine2Max = 128;

export const settingsBillingAddressResponseDataPostalCodeMin = 2;
export const settingsBillingAddressResponseDataPostalCodeMax = 16;

export const settingsBillingAddressResponseDataUpdatedAtMin = 0;


export const SettingsBillingAddressResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "firstName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressResponseDataFirstNameMax)),
  "lastName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressResponseDataLastNameMax)),
  "countryCode": /*#__PURE__*/ zod.stringFormat('country-code', settingsBillingAddressResponseDataCountryCodeRegExp),
  "state": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressResponseDataStateMax))),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressResponseDataCityMax)),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressResponseDataAddressMax)),
  "addressLine2": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressResponseDataAddressLine2Max))),
  "postalCode": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsBillingAddressResponseDataPostalCodeMin)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressResponseDataPostalCodeMax)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsBillingAddressResponseDataUpdatedAtMin))
})
})

export type SettingsBillingAddressResponse = zod.input<typeof SettingsBillingAddressResponse>;
export type SettingsBillingAddressResponseOutput = zod.output<typeof SettingsBillingAddressResponse>;
