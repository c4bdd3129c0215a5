/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const startBusinessVerificationBodyCompanyNameMin = 2;
export const startBusinessVerificationBodyCompanyNameMax = 120;

export const startBusinessVerificationBodyRegistrationNumberRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 /.-]{2,39}$');
export const startBusinessVerificationBodyCountryRegExp = new RegExp('^[A-Z]{2}$');

export const StartBusinessVerificationBody = /*#__PURE__*/ zod.object({
  "companyName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(startBusinessVerificationBodyCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(startBusinessVerificationBodyCompanyNameMax)),
  "registrationNumber": /*#__PURE__*/ zod.stringFormat('company-registration-number', startBusinessVerificationBodyRegistrationNumberRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', startBusinessVerificationBodyCountryRegExp)
})

export type StartBusinessVerificationBody = zod.input<typeof StartBusinessVerificationBody>;
export type StartBusinessVerificationBodyOutput = zod.output<typeof StartBusinessVerificationBody>;
