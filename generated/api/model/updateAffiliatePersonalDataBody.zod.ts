/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const updateAffiliatePersonalDataBodyFullNameMin = 2;
export const updateAffiliatePersonalDataBodyFullNameMax = 100;

export const updateAffiliatePersonalDataBodyCountryRegExp = new RegExp('^[A-Z]{2}$');
export const updateAffiliatePersonalDataBodyCityMax = 80;

export const updateAffiliatePersonalDataBodyAddressMin = 3;
export const updateAffiliatePersonalDataBodyAddressMax = 200;

export const updateAffiliatePersonalDataBodyPostalCodeRegExp = new RegExp('^[A-Za-z0-9 -]{2,12}$');
export const updateAffiliatePersonalDataBodyPhoneRegExp = new RegExp('^\\+[1-9][0-9]{6,14}$');
export const updateAffiliatePersonalDataBodyCompanyNameMin = 2;
export const updateAffiliatePersonalDataBodyCompanyNameMax = 120;

export const updateAffiliatePersonalDataBodyTaxIdRegExp = new RegExp('^[A-Za-z0-9-]{4,32}$');

export const UpdateAffiliatePersonalDataBody = /*#__PURE__*/ zod.object({
  "fullName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateAffiliatePersonalDataBodyFullNameMin)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalDataBodyFullNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', updateAffiliatePersonalDataBodyCountryRegExp),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalDataBodyCityMax)),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateAffiliatePersonalDataBodyAddressMin)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalDataBodyAddressMax)),
  "postalCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('postal-code', updateAffiliatePersonalDataBodyPostalCodeRegExp)),
  "phone": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('phone-e164', updateAffiliatePersonalDataBodyPhoneRegExp)),
  "companyName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateAffiliatePersonalDataBodyCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalDataBodyCompanyNameMax))),
  "taxId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('tax-id', updateAffiliatePersonalDataBodyTaxIdRegExp))
})

export type UpdateAffiliatePersonalDataBody = zod.input<typeof UpdateAffiliatePersonalDataBody>;
export type UpdateAffiliatePersonalDataBodyOutput = zod.output<typeof UpdateAffiliatePersonalDataBody>;
