/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const affiliatePersonalDataResponseDataUpdatedAtMin = 0;

export const affiliatePersonalDataResponseDataFullNameMin = 2;
export const affiliatePersonalDataResponseDataFullNameMax = 100;

export const affiliatePersonalDataResponseDataCountryRegExp = new RegExp('^[A-Z]{2}$');
export const affiliatePersonalDataResponseDataCityMax = 80;

export const affiliatePersonalDataResponseDataAddressMin = 3;
export const affiliatePersonalDataResponseDataAddressMax = 200;

export const affiliatePersonalDataResponseDataPostalCodeRegExp = new RegExp('^[A-Za-z0-9 -]{2,12}$');
export const affiliatePersonalDataResponseDataPhoneRegExp = new RegExp('^\\+[1-9][0-9]{6,14}$');
export const affiliatePersonalDataResponseDataCompanyNameMin = 2;
export const affiliatePersonalDataResponseDataCompanyNameMax = 120;

export const affiliatePersonalDataResponseDataTaxIdRegExp = new RegExp('^[A-Za-z0-9-]{4,32}$');

export const AffiliatePersonalDataResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "saved": /*#__PURE__*/ zod.boolean(),
  "updatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliatePersonalDataResponseDataUpdatedAtMin))),
  "fullName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(affiliatePersonalDataResponseDataFullNameMin)).check(/*#__PURE__*/ zod.maxLength(affiliatePersonalDataResponseDataFullNameMax))),
  "country": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', affiliatePersonalDataResponseDataCountryRegExp)),
  "city": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(affiliatePersonalDataResponseDataCityMax))),
  "address": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(affiliatePersonalDataResponseDataAddressMin)).check(/*#__PURE__*/ zod.maxLength(affiliatePersonalDataResponseDataAddressMax))),
  "postalCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('postal-code', affiliatePersonalDataResponseDataPostalCodeRegExp)),
  "phone": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('phone-e164', affiliatePersonalDataResponseDataPhoneRegExp)),
  "companyName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(affiliatePersonalDataResponseDataCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(affiliatePersonalDataResponseDataCompanyNameMax))),
  "taxId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('tax-id', affiliatePersonalDataResponseDataTaxIdRegExp))
})
})

export type AffiliatePersonalDataResponse = zod.input<typeof AffiliatePersonalDataResponse>;
export type AffiliatePersonalDataResponseOutput = zod.output<typeof AffiliatePersonalDataResponse>;
