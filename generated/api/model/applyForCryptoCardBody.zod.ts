/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const applyForCryptoCardBodyCountryRegExp = new RegExp('^([A-Z]{2})?$');
export const applyForCryptoCardBodyPhoneMax = 20;

export const applyForCryptoCardBodyAddressCountryRegExp = new RegExp('^([A-Z]{2})?$');
export const applyForCryptoCardBodyAddressLineMin = 3;
export const applyForCryptoCardBodyAddressLineMax = 128;

export const applyForCryptoCardBodyCityMin = 2;
export const applyForCryptoCardBodyCityMax = 64;

export const applyForCryptoCardBodyPostcodeRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$');
export const applyForCryptoCardBodyReferralCodeMax = 32;


export const ApplyForCryptoCardBody = /*#__PURE__*/ zod.object({
  "country": /*#__PURE__*/ zod.stringFormat('country-code-or-empty', applyForCryptoCardBodyCountryRegExp),
  "phone": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(applyForCryptoCardBodyPhoneMax)),
  "addressCountry": /*#__PURE__*/ zod.stringFormat('country-code-or-empty', applyForCryptoCardBodyAddressCountryRegExp),
  "addressLine": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(applyForCryptoCardBodyAddressLineMin)).check(/*#__PURE__*/ zod.maxLength(applyForCryptoCardBodyAddressLineMax)),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(applyForCryptoCardBodyCityMin)).check(/*#__PURE__*/ zod.maxLength(applyForCryptoCardBodyCityMax)),
  "postcode": /*#__PURE__*/ zod.stringFormat('postcode', applyForCryptoCardBodyPostcodeRegExp),
  "documentType": /*#__PURE__*/ zod.enum(['passport', 'id-card', 'residence-permit', 'driving-licence']),
  "termsAccepted": /*#__PURE__*/ zod.boolean(),
  "referralCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(applyForCryptoCardBodyReferralCodeMax)))
})

export type ApplyForCryptoCardBody = zod.input<typeof ApplyForCryptoCardBody>;
export type ApplyForCryptoCardBodyOutput = zod.output<typeof ApplyForCryptoCardBody>;
