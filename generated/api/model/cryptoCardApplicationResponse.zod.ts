/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const cryptoCardApplicationResponseDataOneCountryRegExp = new RegExp('^[A-Z]{2}$');
export const cryptoCardApplicationResponseDataOnePhoneMin = 4;
export const cryptoCardApplicationResponseDataOnePhoneMax = 20;

export const cryptoCardApplicationResponseDataOneAddressCountryRegExp = new RegExp('^[A-Z]{2}$');
export const cryptoCardApplicationResponseDataOneIssueFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoCardApplicationResponseDataOneFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoCardApplicationResponseDataOneReferralCodeMax = 32;

export const cryptoCardApplicationResponseDataOneCreatedAtMin = 0;

export const cryptoCardApplicationResponseDataOneReviewStartedAtMin = 0;

export const cryptoCardApplicationResponseDataOneIssuedAtMin = 0;

export const cryptoCardApplicationResponseDataOneLast4RegExp = new RegExp('^[0-9]{4}$');

export const CryptoCardApplicationResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "status": /*#__PURE__*/ zod.enum(['requested', 'in-review', 'issued']),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', cryptoCardApplicationResponseDataOneCountryRegExp),
  "phone": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(cryptoCardApplicationResponseDataOnePhoneMin)).check(/*#__PURE__*/ zod.maxLength(cryptoCardApplicationResponseDataOnePhoneMax)),
  "addressCountry": /*#__PURE__*/ zod.stringFormat('country-code', cryptoCardApplicationResponseDataOneAddressCountryRegExp),
  "documentType": /*#__PURE__*/ zod.enum(['passport', 'id-card', 'residence-permit', 'driving-licence']),
  "issueFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoCardApplicationResponseDataOneIssueFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoCardApplicationResponseDataOneFeeTickerRegExp),
  "referralCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(cryptoCardApplicationResponseDataOneReferralCodeMax))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoCardApplicationResponseDataOneCreatedAtMin)),
  "reviewStartedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoCardApplicationResponseDataOneReviewStartedAtMin))),
  "issuedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoCardApplicationResponseDataOneIssuedAtMin))),
  "last4": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('card-last4', cryptoCardApplicationResponseDataOneLast4RegExp))
}),/*#__PURE__*/ zod.null()])
})

export type CryptoCardApplicationResponse = zod.input<typeof CryptoCardApplicationResponse>;
export type CryptoCardApplicationResponseOutput = zod.output<typeof CryptoCardApplicationResponse>;
