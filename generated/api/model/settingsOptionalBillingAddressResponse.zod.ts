/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


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


export const SettingsOptionalBillingAddressResponse = zod.object({
  "data": zod.union([zod.object({
  "id": zod.int().min(1),
  "firstName": zod.string().min(1).max(settingsOptionalBillingAddressResponseDataOneFirstNameMax),
  "lastName": zod.string().min(1).max(settingsOptionalBillingAddressResponseDataOneLastNameMax),
  "countryCode": zod.stringFormat('country-code', settingsOptionalBillingAddressResponseDataOneCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "state": zod.string().max(settingsOptionalBillingAddressResponseDataOneStateMax).optional(),
  "city": zod.string().min(1).max(settingsOptionalBillingAddressResponseDataOneCityMax),
  "address": zod.string().min(1).max(settingsOptionalBillingAddressResponseDataOneAddressMax),
  "addressLine2": zod.string().max(settingsOptionalBillingAddressResponseDataOneAddressLine2Max).optional(),
  "postalCode": zod.string().min(settingsOptionalBillingAddressResponseDataOnePostalCodeMin).max(settingsOptionalBillingAddressResponseDataOnePostalCodeMax),
  "updatedAt": zod.int().min(settingsOptionalBillingAddressResponseDataOneUpdatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('The saved billing address.'),zod.null()]).describe('The saved billing address; null when there is none.')
})

export type SettingsOptionalBillingAddressResponse = zod.input<typeof SettingsOptionalBillingAddressResponse>;
export type SettingsOptionalBillingAddressResponseOutput = zod.output<typeof SettingsOptionalBillingAddressResponse>;
