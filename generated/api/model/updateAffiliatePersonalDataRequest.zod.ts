/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const updateAffiliatePersonalDataRequestFullNameMin = 2;
export const updateAffiliatePersonalDataRequestFullNameMax = 100;

export const updateAffiliatePersonalDataRequestCountryRegExp = new RegExp('^[A-Z]{2}$');
export const updateAffiliatePersonalDataRequestCityMax = 80;

export const updateAffiliatePersonalDataRequestAddressMin = 3;
export const updateAffiliatePersonalDataRequestAddressMax = 200;

export const updateAffiliatePersonalDataRequestPostalCodeRegExp = new RegExp('^[A-Za-z0-9 -]{2,12}$');
export const updateAffiliatePersonalDataRequestPhoneRegExp = new RegExp('^\\+[1-9][0-9]{6,14}$');
export const updateAffiliatePersonalDataRequestCompanyNameMin = 2;
export const updateAffiliatePersonalDataRequestCompanyNameMax = 120;

export const updateAffiliatePersonalDataRequestTaxIdRegExp = new RegExp('^[A-Za-z0-9-]{4,32}$');

export const UpdateAffiliatePersonalDataRequest = /*#__PURE__*/ zod.object({
  "fullName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateAffiliatePersonalDataRequestFullNameMin)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalDataRequestFullNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', updateAffiliatePersonalDataRequestCountryRegExp),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalDataRequestCityMax)),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateAffiliatePersonalDataRequestAddressMin)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalDataRequestAddressMax)),
  "postalCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('postal-code', updateAffiliatePersonalDataRequestPostalCodeRegExp)),
  "phone": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('phone-e164', updateAffiliatePersonalDataRequestPhoneRegExp)),
  "companyName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateAffiliatePersonalDataRequestCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalDataRequestCompanyNameMax))),
  "taxId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('tax-id', updateAffiliatePersonalDataRequestTaxIdRegExp))
})

export type UpdateAffiliatePersonalDataRequest = zod.input<typeof UpdateAffiliatePersonalDataRequest>;
export type UpdateAffiliatePersonalDataRequestOutput = zod.output<typeof UpdateAffiliatePersonalDataRequest>;
