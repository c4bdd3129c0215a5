/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cryptoCardTermsResponseDataIssueFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoCardTermsResponseDataFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoCardTermsResponseDataSupportedCountriesItemRegExp = new RegExp('^[A-Z]{2}$');




export const CryptoCardTermsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "issueFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoCardTermsResponseDataIssueFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoCardTermsResponseDataFeeTickerRegExp),
  "supportedCountries": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('country-code', cryptoCardTermsResponseDataSupportedCountriesItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "documentTypes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['passport', 'id-card', 'residence-permit', 'driving-licence'])).check(/*#__PURE__*/ zod.minLength(1)),
  "reviewMinutes": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})
})

export type CryptoCardTermsResponse = zod.input<typeof CryptoCardTermsResponse>;
export type CryptoCardTermsResponseOutput = zod.output<typeof CryptoCardTermsResponse>;
