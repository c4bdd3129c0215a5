/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cryptoCardTermsIssueFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoCardTermsFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoCardTermsSupportedCountriesItemRegExp = new RegExp('^[A-Z]{2}$');




export const CryptoCardTerms = /*#__PURE__*/ zod.object({
  "issueFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoCardTermsIssueFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoCardTermsFeeTickerRegExp),
  "supportedCountries": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('country-code', cryptoCardTermsSupportedCountriesItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "documentTypes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['passport', 'id-card', 'residence-permit', 'driving-licence'])).check(/*#__PURE__*/ zod.minLength(1)),
  "reviewMinutes": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export type CryptoCardTerms = zod.input<typeof CryptoCardTerms>;
export type CryptoCardTermsOutput = zod.output<typeof CryptoCardTerms>;
