/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const kybCompanyNameMin = 2;
export const kybCompanyNameMax = 120;

export const kybCompanyRegistrationNumberRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 /.-]{2,39}$');
export const kybCompanyCountryRegExp = new RegExp('^[A-Z]{2}$');

export const KybCompany = /*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(kybCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(kybCompanyNameMax)),
  "registrationNumber": /*#__PURE__*/ zod.stringFormat('company-registration-number', kybCompanyRegistrationNumberRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', kybCompanyCountryRegExp)
})

export type KybCompany = zod.input<typeof KybCompany>;
export type KybCompanyOutput = zod.output<typeof KybCompany>;
