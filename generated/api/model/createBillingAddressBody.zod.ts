/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const createBillingAddressBodyFirstNameMax = 64;

export const createBillingAddressBodyLastNameMax = 64;

export const createBillingAddressBodyCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const createBillingAddressBodyStateMax = 64;

export const createBillingAddressBodyCityMax = 64;

export const createBillingAddressBodyAddressMax = 128;

export const createBillingAddressBodyAddressLine2Max = 128;

export const createBillingAddressBodyPostalCodeMin = 2;
export const createBillingAddressBodyPostalCodeMax = 16;


export const CreateBillingAddressBody = zod.object({
  "firstName": zod.string().min(1).max(createBillingAddressBodyFirstNameMax),
  "lastName": zod.string().min(1).max(createBillingAddressBodyLastNameMax),
  "countryCode": zod.stringFormat('country-code', createBillingAddressBodyCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "state": zod.string().max(createBillingAddressBodyStateMax).optional(),
  "city": zod.string().min(1).max(createBillingAddressBodyCityMax),
  "address": zod.string().min(1).max(createBillingAddressBodyAddressMax),
  "addressLine2": zod.string().max(createBillingAddressBodyAddressLine2Max).optional(),
  "postalCode": zod.string().min(createBillingAddressBodyPostalCodeMin).max(createBillingAddressBodyPostalCodeMax)
}).describe('A billing address for card payments (saved cards). Assumption: fields not shown; modelled on a card billing address.')

export type CreateBillingAddressBody = zod.input<typeof CreateBillingAddressBody>;
export type CreateBillingAddressBodyOutput = zod.output<typeof CreateBillingAddressBody>;
