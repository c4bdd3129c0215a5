/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const userCountryCountryCodeRegExp = new RegExp('^[A-Z]{2}$');

export const UserCountry = zod.object({
  "countryCode": zod.stringFormat('country-code', userCountryCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.')
}).describe('The visitor\'s country. Assumption: modelled as the ISO code resolved from the request.')

export type UserCountry = zod.input<typeof UserCountry>;
export type UserCountryOutput = zod.output<typeof UserCountry>;
