/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const applyForPartnershipBodyCompanyNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const applyForPartnershipBodyCompanyNameMin = 2;
export const applyForPartnershipBodyCompanyNameMax = 100;

export const applyForPartnershipBodyWebsiteMax = 4096;


export const applyForPartnershipBodyWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const applyForPartnershipBodyContactNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const applyForPartnershipBodyContactNameMin = 2;
export const applyForPartnershipBodyContactNameMax = 100;

export const applyForPartnershipBodyContactEmailMax = 254;

export const applyForPartnershipBodyMessageMin = 20;
export const applyForPartnershipBodyMessageMax = 1000;


export const ApplyForPartnershipBody = /*#__PURE__*/ zod.object({
  "companyName": /*#__PURE__*/ zod.stringFormat('partnership-name', applyForPartnershipBodyCompanyNameRegExp).check(/*#__PURE__*/ zod.minLength(applyForPartnershipBodyCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(applyForPartnershipBodyCompanyNameMax)),
  "website": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(applyForPartnershipBodyWebsiteMax)).check(/*#__PURE__*/ zod.regex(applyForPartnershipBodyWebsiteRegExp)),
  "type": /*#__PURE__*/ zod.enum(['affiliate', 'broker', 'institutional']),
  "contactName": /*#__PURE__*/ zod.stringFormat('partnership-name', applyForPartnershipBodyContactNameRegExp).check(/*#__PURE__*/ zod.minLength(applyForPartnershipBodyContactNameMin)).check(/*#__PURE__*/ zod.maxLength(applyForPartnershipBodyContactNameMax)),
  "contactEmail": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(applyForPartnershipBodyContactEmailMax)),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(applyForPartnershipBodyMessageMin)).check(/*#__PURE__*/ zod.maxLength(applyForPartnershipBodyMessageMax))
})

export type ApplyForPartnershipBody = zod.input<typeof ApplyForPartnershipBody>;
export type ApplyForPartnershipBodyOutput = zod.output<typeof ApplyForPartnershipBody>;
