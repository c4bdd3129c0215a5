/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


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


export const SettingsBillingAddress = zod.object({
  "id": zod.int().min(1),
  "firstName": zod.string().min(1).max(settingsBillingAddressFirstNameMax),
  "lastName": zod.string().min(1).max(settingsBillingAddressLastNameMax),
  "countryCode": zod.stringFormat('country-code', settingsBillingAddressCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "state": zod.string().max(settingsBillingAddressStateMax).optional(),
  "city": zod.string().min(1).max(settingsBillingAddressCityMax),
  "address": zod.string().min(1).max(settingsBillingAddressAddressMax),
  "addressLine2": zod.string().max(settingsBillingAddressAddressLine2Max).optional(),
  "postalCode": zod.string().min(settingsBillingAddressPostalCodeMin).max(settingsBillingAddressPostalCodeMax),
  "updatedAt": zod.int().min(settingsBillingAddressUpdatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('The saved billing address.')

export type SettingsBillingAddress = zod.input<typeof SettingsBillingAddress>;
export type SettingsBillingAddressOutput = zod.output<typeof SettingsBillingAddress>;
