/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


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


export const SettingsBillingAddressResponse = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "firstName": zod.string().min(1).max(settingsBillingAddressResponseDataFirstNameMax),
  "lastName": zod.string().min(1).max(settingsBillingAddressResponseDataLastNameMax),
  "countryCode": zod.stringFormat('country-code', settingsBillingAddressResponseDataCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "state": zod.string().max(settingsBillingAddressResponseDataStateMax).optional(),
  "city": zod.string().min(1).max(settingsBillingAddressResponseDataCityMax),
  "address": zod.string().min(1).max(settingsBillingAddressResponseDataAddressMax),
  "addressLine2": zod.string().max(settingsBillingAddressResponseDataAddressLine2Max).optional(),
  "postalCode": zod.string().min(settingsBillingAddressResponseDataPostalCodeMin).max(settingsBillingAddressResponseDataPostalCodeMax),
  "updatedAt": zod.int().min(settingsBillingAddressResponseDataUpdatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('The saved billing address.')
})

export type SettingsBillingAddressResponse = zod.input<typeof SettingsBillingAddressResponse>;
export type SettingsBillingAddressResponseOutput = zod.output<typeof SettingsBillingAddressResponse>;
