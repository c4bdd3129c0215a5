/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const cryptoCardApplicationCountryRegExp = new RegExp('^[A-Z]{2}$');
export const cryptoCardApplicationPhoneMin = 4;
export const cryptoCardApplicationPhoneMax = 20;

export const cryptoCardApplicationAddressCountryRegExp = new RegExp('^[A-Z]{2}$');
export const cryptoCardApplicationIssueFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoCardApplicationFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoCardApplicationReferralCodeMax = 32;

export const cryptoCardApplicationCreatedAtMin = 0;

export const cryptoCardApplicationReviewStartedAtMin = 0;

export const cryptoCardApplicationIssuedAtMin = 0;

export const cryptoCardApplicationLast4RegExp = new RegExp('^[0-9]{4}$');

export const CryptoCardApplication = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "status": /*#__PURE__*/ zod.enum(['requested', 'in-review', 'issued']),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', cryptoCardApplicationCountryRegExp),
  "phone": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(cryptoCardApplicationPhoneMin)).check(/*#__PURE__*/ zod.maxLength(cryptoCardApplicationPhoneMax)),
  "addressCountry": /*#__PURE__*/ zod.stringFormat('country-code', cryptoCardApplicationAddressCountryRegExp),
  "documentType": /*#__PURE__*/ zod.enum(['passport', 'id-card', 'residence-permit', 'driving-licence']),
  "issueFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoCardApplicationIssueFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoCardApplicationFeeTickerRegExp),
  "referralCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(cryptoCardApplicationReferralCodeMax))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoCardApplicationCreatedAtMin)),
  "reviewStartedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoCardApplicationReviewStartedAtMin))),
  "issuedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoCardApplicationIssuedAtMin))),
  "last4": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('card-last4', cryptoCardApplicationLast4RegExp))
})

export type CryptoCardApplication = zod.input<typeof CryptoCardApplication>;
export type CryptoCardApplicationOutput = zod.output<typeof CryptoCardApplication>;
