/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CryptoCardCountryChoiceRegExp = new RegExp('^([A-Z]{2})?$');

export const CryptoCardCountryChoice = /*#__PURE__*/ zod.stringFormat('country-code-or-empty', CryptoCardCountryChoiceRegExp)

export type CryptoCardCountryChoice = zod.input<typeof CryptoCardCountryChoice>;
export type CryptoCardCountryChoiceOutput = zod.output<typeof CryptoCardCountryChoice>;
