/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cryptoCardApplicationRequestCountryRegExp = new RegExp('^([A-Z]{2})?$');
export const cryptoCardApplicationRequestPhoneMax = 20;

export const cryptoCardApplicationRequestAddressCountryRegExp = new RegExp('^([A-Z]{2})?$');
export const cryptoCardApplicationRequestAddressLineMin = 3;
export const cryptoCardApplicationRequestAddressLineMax = 128;

export const cryptoCardApplicationRequestCityMin = 2;
export const cryptoCardApplicationRequestCityMax = 64;

export const cryptoCardApplicationRequestPostcodeRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$');
export const cryptoCardApplicationRequestReferralCodeMax = 32;


export const CryptoCardApplicationRequest = /*#__PURE__*/ zod.object({
  "country": /*#__PURE__*/ zod.stringFormat('country-code-or-empty', cryptoCardApplicationRequestCountryRegExp),
  "phone": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(cryptoCardApplicationRequestPhoneMax)),
  "addressCountry": /*#__PURE__*/ zod.stringFormat('country-code-or-empty', cryptoCardApplicationRequestAddressCountryRegExp),
  "addressLine": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(cryptoCardApplicationRequestAddressLineMin)).check(/*#__PURE__*/ zod.maxLength(cryptoCardApplicationRequestAddressLineMax)),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(cryptoCardApplicationRequestCityMin)).check(/*#__PURE__*/ zod.maxLength(cryptoCardApplicationRequestCityMax)),
  "postcode": /*#__PURE__*/ zod.stringFormat('postcode', cryptoCardApplicationRequestPostcodeRegExp),
  "documentType": /*#__PURE__*/ zod.enum(['passport', 'id-card', 'residence-permit', 'driving-licence']),
  "termsAccepted": /*#__PURE__*/ zod.boolean(),
  "referralCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(cryptoCardApplicationRequestReferralCodeMax)))
})

export type CryptoCardApplicationRequest = zod.input<typeof CryptoCardApplicationRequest>;
export type CryptoCardApplicationRequestOutput = zod.output<typeof CryptoCardApplicationRequest>;
