/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CompanyRegistrationNumberRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 /.-]{2,39}$');

export const CompanyRegistrationNumber = /*#__PURE__*/ zod.stringFormat('company-registration-number', CompanyRegistrationNumberRegExp)

export type CompanyRegistrationNumber = zod.input<typeof CompanyRegistrationNumber>;
export type CompanyRegistrationNumberOutput = zod.output<typeof CompanyRegistrationNumber>;
