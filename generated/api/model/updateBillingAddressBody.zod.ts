/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const updateBillingAddressBodyFirstNameMax = 64;

export const updateBillingAddressBodyLastNameMax = 64;

export const updateBillingAddressBodyCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const updateBillingAddressBodyStateMax = 64;

export const updateBillingAddressBodyCityMax = 64;

export const updateBillingAddressBodyAddressMax = 128;

export const updateBillingAddressBodyAddressLine2Max = 128;

export const updateBillingAddressBodyPostalCodeMin = 2;
export const updateBillingAddressBodyPostalCodeMax = 16;


export const UpdateBillingAddressBody = zod.object({
  "firstName": zod.string().min(1).max(updateBillingAddressBodyFirstNameMax),
  "lastName": zod.string().min(1).max(updateBillingAddressBodyLastNameMax),
  "countryCode": zod.stringFormat('country-code', updateBillingAddressBodyCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "state": zod.string().max(updateBillingAddressBodyStateMax).optional(),
  "city": zod.string().min(1).max(updateBillingAddressBodyCityMax),
  "address": zod.string().min(1).max(updateBillingAddressBodyAddressMax),
  "addressLine2": zod.string().max(updateBillingAddressBodyAddressLine2Max).optional(),
  "postalCode": zod.string().min(updateBillingAddressBodyPostalCodeMin).max(updateBillingAddressBodyPostalCodeMax)
}).describe('A billing address for card payments (saved cards). Assumption: fields not shown; modelled on a card billing address.')

export type UpdateBillingAddressBody = zod.input<typeof UpdateBillingAddressBody>;
export type UpdateBillingAddressBodyOutput = zod.output<typeof UpdateBillingAddressBody>;
