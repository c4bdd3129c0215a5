/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const startBusinessVerificationRequestCompanyNameMin = 2;
export const startBusinessVerificationRequestCompanyNameMax = 120;

export const startBusinessVerificationRequestRegistrationNumberRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 /.-]{2,39}$');
export const startBusinessVerificationRequestCountryRegExp = new RegExp('^[A-Z]{2}$');

export const StartBusinessVerificationRequest = /*#__PURE__*/ zod.object({
  "companyName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(startBusinessVerificationRequestCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(startBusinessVerificationRequestCompanyNameMax)),
  "registrationNumber": /*#__PURE__*/ zod.stringFormat('company-registration-number', startBusinessVerificationRequestRegistrationNumberRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', startBusinessVerificationRequestCountryRegExp)
})

export type StartBusinessVerificationRequest = zod.input<typeof StartBusinessVerificationRequest>;
export type StartBusinessVerificationRequestOutput = zod.output<typeof StartBusinessVerificationRequest>;
