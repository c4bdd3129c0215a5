/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CountryCodeRegExp = new RegExp('^[A-Z]{2}$');

export const CountryCode = /*#__PURE__*/ zod.stringFormat('country-code', CountryCodeRegExp)

export type CountryCode = zod.input<typeof CountryCode>;
export type CountryCodeOutput = zod.output<typeof CountryCode>;
