/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsBillingAddressFirstNameMax = 64;

export const settingsBillingAddressLastNameMax = 64;

export const settingsBillingAddressCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsBillingAddressStateMax = 64;

export const settingsBillingAddressCityMax = 64;

export const settingsBillingAddressAddressMax = 128;

export const settingsBillingAddressAddressLine2Max = 128;

export const settingsBillingAddressPostalCodeMin = 2;
export const settingsBillingAddressPostalCodeMax = 16;

export const settingsBillingAddressUpdatedAtMin = 0;


export const SettingsBillingAddress = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "firstName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressFirstNameMax)),
  "lastName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressLastNameMax)),
  "countryCode": /*#__PURE__*/ zod.stringFormat('country-code', settingsBillingAddressCountryCodeRegExp),
  "state": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressStateMax))),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressCityMax)),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressAddressMax)),
  "addressLine2": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressAddressLine2Max))),
  "postalCode": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsBillingAddressPostalCodeMin)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressPostalCodeMax)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsBillingAddressUpdatedAtMin))
})

export type SettingsBillingAddress = zod.input<typeof SettingsBillingAddress>;
export type SettingsBillingAddressOutput = zod.output<typeof SettingsBillingAddress>;
