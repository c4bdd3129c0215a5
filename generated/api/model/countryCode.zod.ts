/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const CountryCodeRegExp = new RegExp('^[A-Z]{2}$');

export const CountryCode = zod.stringFormat('country-code', CountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.')

export type CountryCode = zod.input<typeof CountryCode>;
export type CountryCodeOutput = zod.output<typeof CountryCode>;
