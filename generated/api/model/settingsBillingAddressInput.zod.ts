/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsBillingAddressInputFirstNameMax = 64;

export const settingsBillingAddressInputLastNameMax = 64;

export const settingsBillingAddressInputCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsBillingAddressInputStateMax = 64;

export const settingsBillingAddressInputCityMax = 64;

export const settingsBillingAddressInputAddressMax = 128;

export const settingsBillingAddressInputAddressLine2Max = 128;

export const settingsBillingAddressInputPostalCodeMin = 2;
export const settingsBillingAddressInputPostalCodeMax = 16;


export const SettingsBillingAddressInput = /*#__PURE__*/ zod.object({
  "firstName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressInputFirstNameMax)),
  "lastName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressInputLastNameMax)),
  "countryCode": /*#__PURE__*/ zod.stringFormat('country-code', settingsBillingAddressInputCountryCodeRegExp),
  "state": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressInputStateMax))),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressInputCityMax)),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressInputAddressMax)),
  "addressLine2": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressInputAddressLine2Max))),
  "postalCode": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsBillingAddressInputPostalCodeMin)).check(/*#__PURE__*/ zod.maxLength(settingsBillingAddressInputPostalCodeMax))
})

export type SettingsBillingAddressInput = zod.input<typeof SettingsBillingAddressInput>;
export type SettingsBillingAddressInputOutput = zod.output<typeof SettingsBillingAddressInput>;
