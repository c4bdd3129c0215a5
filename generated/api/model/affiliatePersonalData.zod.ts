/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const affiliatePersonalDataUpdatedAtMin = 0;

export const affiliatePersonalDataFullNameMin = 2;
export const affiliatePersonalDataFullNameMax = 100;

export const affiliatePersonalDataCountryRegExp = new RegExp('^[A-Z]{2}$');
export const affiliatePersonalDataCityMax = 80;

export const affiliatePersonalDataAddressMin = 3;
export const affiliatePersonalDataAddressMax = 200;

export const affiliatePersonalDataPostalCodeRegExp = new RegExp('^[A-Za-z0-9 -]{2,12}$');
export const affiliatePersonalDataPhoneRegExp = new RegExp('^\\+[1-9][0-9]{6,14}$');
export const affiliatePersonalDataCompanyNameMin = 2;
export const affiliatePersonalDataCompanyNameMax = 120;

export const affiliatePersonalDataTaxIdRegExp = new RegExp('^[A-Za-z0-9-]{4,32}$');

export const AffiliatePersonalData = /*#__PURE__*/ zod.object({
  "saved": /*#__PURE__*/ zod.boolean(),
  "updatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliatePersonalDataUpdatedAtMin))),
  "fullName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(affiliatePersonalDataFullNameMin)).check(/*#__PURE__*/ zod.maxLength(affiliatePersonalDataFullNameMax))),
  "country": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', affiliatePersonalDataCountryRegExp)),
  "city": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(affiliatePersonalDataCityMax))),
  "address": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(affiliatePersonalDataAddressMin)).check(/*#__PURE__*/ zod.maxLength(affiliatePersonalDataAddressMax))),
  "postalCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('postal-code', affiliatePersonalDataPostalCodeRegExp)),
  "phone": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('phone-e164', affiliatePersonalDataPhoneRegExp)),
  "companyName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(affiliatePersonalDataCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(affiliatePersonalDataCompanyNameMax))),
  "taxId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('tax-id', affiliatePersonalDataTaxIdRegExp))
})

export type AffiliatePersonalData = zod.input<typeof AffiliatePersonalData>;
export type AffiliatePersonalDataOutput = zod.output<typeof AffiliatePersonalData>;
