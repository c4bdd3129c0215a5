/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const partnershipApplicationCompanyNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const partnershipApplicationCompanyNameMin = 2;
export const partnershipApplicationCompanyNameMax = 100;

export const partnershipApplicationWebsiteMax = 4096;


export const partnershipApplicationWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const partnershipApplicationContactNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const partnershipApplicationContactNameMin = 2;
export const partnershipApplicationContactNameMax = 100;

export const partnershipApplicationContactEmailMax = 254;

export const partnershipApplicationMessageMin = 20;
export const partnershipApplicationMessageMax = 1000;

export const partnershipApplicationSubmittedAtMin = 0;

export const partnershipApplicationUpdatedAtMin = 0;

export const partnershipApplicationDecidedAtOneMin = 0;


export const PartnershipApplication = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "companyName": /*#__PURE__*/ zod.stringFormat('partnership-name', partnershipApplicationCompanyNameRegExp).check(/*#__PURE__*/ zod.minLength(partnershipApplicationCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(partnershipApplicationCompanyNameMax)),
  "website": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(partnershipApplicationWebsiteMax)).check(/*#__PURE__*/ zod.regex(partnershipApplicationWebsiteRegExp)),
  "type": /*#__PURE__*/ zod.enum(['affiliate', 'broker', 'institutional']),
  "contactName": /*#__PURE__*/ zod.stringFormat('partnership-name', partnershipApplicationContactNameRegExp).check(/*#__PURE__*/ zod.minLength(partnershipApplicationContactNameMin)).check(/*#__PURE__*/ zod.maxLength(partnershipApplicationContactNameMax)),
  "contactEmail": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(partnershipApplicationContactEmailMax)),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(partnershipApplicationMessageMin)).check(/*#__PURE__*/ zod.maxLength(partnershipApplicationMessageMax)),
  "status": /*#__PURE__*/ zod.enum(['submitted', 'in-review', 'approved']),
  "submittedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(partnershipApplicationSubmittedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(partnershipApplicationUpdatedAtMin)),
  "decidedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(partnershipApplicationDecidedAtOneMin)),/*#__PURE__*/ zod.null()])
})

export type PartnershipApplication = zod.input<typeof PartnershipApplication>;
export type PartnershipApplicationOutput = zod.output<typeof PartnershipApplication>;
