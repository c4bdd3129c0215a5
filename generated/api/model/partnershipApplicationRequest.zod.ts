/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const partnershipApplicationRequestCompanyNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const partnershipApplicationRequestCompanyNameMin = 2;
export const partnershipApplicationRequestCompanyNameMax = 100;

export const partnershipApplicationRequestWebsiteMax = 4096;


export const partnershipApplicationRequestWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const partnershipApplicationRequestContactNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const partnershipApplicationRequestContactNameMin = 2;
export const partnershipApplicationRequestContactNameMax = 100;

export const partnershipApplicationRequestContactEmailMax = 254;

export const partnershipApplicationRequestMessageMin = 20;
export const partnershipApplicationRequestMessageMax = 1000;


export const PartnershipApplicationRequest = /*#__PURE__*/ zod.object({
  "companyName": /*#__PURE__*/ zod.stringFormat('partnership-name', partnershipApplicationRequestCompanyNameRegExp).check(/*#__PURE__*/ zod.minLength(partnershipApplicationRequestCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(partnershipApplicationRequestCompanyNameMax)),
  "website": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(partnershipApplicationRequestWebsiteMax)).check(/*#__PURE__*/ zod.regex(partnershipApplicationRequestWebsiteRegExp)),
  "type": /*#__PURE__*/ zod.enum(['affiliate', 'broker', 'institutional']),
  "contactName": /*#__PURE__*/ zod.stringFormat('partnership-name', partnershipApplicationRequestContactNameRegExp).check(/*#__PURE__*/ zod.minLength(partnershipApplicationRequestContactNameMin)).check(/*#__PURE__*/ zod.maxLength(partnershipApplicationRequestContactNameMax)),
  "contactEmail": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(partnershipApplicationRequestContactEmailMax)),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(partnershipApplicationRequestMessageMin)).check(/*#__PURE__*/ zod.maxLength(partnershipApplicationRequestMessageMax))
})

export type PartnershipApplicationRequest = zod.input<typeof PartnershipApplicationRequest>;
export type PartnershipApplicationRequestOutput = zod.output<typeof PartnershipApplicationRequest>;
