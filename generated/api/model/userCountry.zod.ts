/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const userCountryCountryCodeRegExp = new RegExp('^[A-Z]{2}$');

export const UserCountry = /*#__PURE__*/ zod.object({
  "countryCode": /*#__PURE__*/ zod.stringFormat('country-code', userCountryCountryCodeRegExp)
})

export type UserCountry = zod.input<typeof UserCountry>;
export type UserCountryOutput = zod.output<typeof UserCountry>;
