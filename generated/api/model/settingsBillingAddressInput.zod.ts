/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsBillingAddressInputFirstNameMax = 64;

export const settingsBillingAddressInputLastNameMax = 64;

export const settingsBillingAddressInputCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsBillingAddressInputStateMax = 64;

export const settingsBillingAddressInputCityMax = 64;

export const settingsBillingAddressInputAddressMax = 128;

export const settingsBillingAddressInputAddressLine2Max = 128;

export const settingsBillingAddressInputPostalCodeMin = 2;
export const settingsBillingAddressInputPostalCodeMax = 16;


export const SettingsBillingAddressInput = zod.object({
  "firstName": zod.string().min(1).max(settingsBillingAddressInputFirstNameMax),
  "lastName": zod.string().min(1).max(settingsBillingAddressInputLastNameMax),
  "countryCode": zod.stringFormat('country-code', settingsBillingAddressInputCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "state": zod.string().max(settingsBillingAddressInputStateMax).optional(),
  "city": zod.string().min(1).max(settingsBillingAddressInputCityMax),
  "address": zod.string().min(1).max(settingsBillingAddressInputAddressMax),
  "addressLine2": zod.string().max(settingsBillingAddressInputAddressLine2Max).optional(),
  "postalCode": zod.string().min(settingsBillingAddressInputPostalCodeMin).max(settingsBillingAddressInputPostalCodeMax)
}).describe('A billing address for card payments (saved cards). Assumption: fields not shown; modelled on a card billing address.')

export type SettingsBillingAddressInput = zod.input<typeof SettingsBillingAddressInput>;
export type SettingsBillingAddressInputOutput = zod.output<typeof SettingsBillingAddressInput>;
