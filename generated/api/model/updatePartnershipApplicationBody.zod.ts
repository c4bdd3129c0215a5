/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const updatePartnershipApplicationBodyCompanyNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const updatePartnershipApplicationBodyCompanyNameMin = 2;
export const updatePartnershipApplicationBodyCompanyNameMax = 100;

export const updatePartnershipApplicationBodyWebsiteMax = 4096;


export const updatePartnershipApplicationBodyWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const updatePartnershipApplicationBodyContactNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const updatePartnershipApplicationBodyContactNameMin = 2;
export const updatePartnershipApplicationBodyContactNameMax = 100;

export const updatePartnershipApplicationBodyContactEmailMax = 254;

export const updatePartnershipApplicationBodyMessageMin = 20;
export const updatePartnershipApplicationBodyMessageMax = 1000;


export const UpdatePartnershipApplicationBody = /*#__PURE__*/ zod.object({
  "companyName": /*#__PURE__*/ zod.stringFormat('partnership-name', updatePartnershipApplicationBodyCompanyNameRegExp).check(/*#__PURE__*/ zod.minLength(updatePartnershipApplicationBodyCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(updatePartnershipApplicationBodyCompanyNameMax)),
  "website": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(updatePartnershipApplicationBodyWebsiteMax)).check(/*#__PURE__*/ zod.regex(updatePartnershipApplicationBodyWebsiteRegExp)),
  "type": /*#__PURE__*/ zod.enum(['affiliate', 'broker', 'institutional']),
  "contactName": /*#__PURE__*/ zod.stringFormat('partnership-name', updatePartnershipApplicationBodyContactNameRegExp).check(/*#__PURE__*/ zod.minLength(updatePartnershipApplicationBodyContactNameMin)).check(/*#__PURE__*/ zod.maxLength(updatePartnershipApplicationBodyContactNameMax)),
  "contactEmail": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(updatePartnershipApplicationBodyContactEmailMax)),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updatePartnershipApplicationBodyMessageMin)).check(/*#__PURE__*/ zod.maxLength(updatePartnershipApplicationBodyMessageMax))
})

export type UpdatePartnershipApplicationBody = zod.input<typeof UpdatePartnershipApplicationBody>;
export type UpdatePartnershipApplicationBodyOutput = zod.output<typeof UpdatePartnershipApplicationBody>;
