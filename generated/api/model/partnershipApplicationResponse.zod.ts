/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const partnershipApplicationResponseDataCompanyNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const partnershipApplicationResponseDataCompanyNameMin = 2;
export const partnershipApplicationResponseDataCompanyNameMax = 100;

export const partnershipApplicationResponseDataWebsiteMax = 4096;


export const partnershipApplicationResponseDataWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const partnershipApplicationResponseDataContactNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const partnershipApplicationResponseDataContactNameMin = 2;
export const partnershipApplicationResponseDataContactNameMax = 100;

export const partnershipApplicationResponseDataContactEmailMax = 254;

export const partnershipApplicationResponseDataMessageMin = 20;
export const partnershipApplicationResponseDataMessageMax = 1000;

export const partnershipApplicationResponseDataSubmittedAtMin = 0;

export const partnershipApplicationResponseDataUpdatedAtMin = 0;

export const partnershipApplicationResponseDataDecidedAtOneMin = 0;


export const PartnershipApplicationResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "companyName": /*#__PURE__*/ zod.stringFormat('partnership-name', partnershipApplicationResponseDataCompanyNameRegExp).check(/*#__PURE__*/ zod.minLength(partnershipApplicationResponseDataCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(partnershipApplicationResponseDataCompanyNameMax)),
  "website": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(partnershipApplicationResponseDataWebsiteMax)).check(/*#__PURE__*/ zod.regex(partnershipApplicationResponseDataWebsiteRegExp)),
  "type": /*#__PURE__*/ zod.enum(['affiliate', 'broker', 'institutional']),
  "contactName": /*#__PURE__*/ zod.stringFormat('partnership-name', partnershipApplicationResponseDataContactNameRegExp).check(/*#__PURE__*/ zod.minLength(partnershipApplicationResponseDataContactNameMin)).check(/*#__PURE__*/ zod.maxLength(partnershipApplicationResponseDataContactNameMax)),
  "contactEmail": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(partnershipApplicationResponseDataContactEmailMax)),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(partnershipApplicationResponseDataMessageMin)).check(/*#__PURE__*/ zod.maxLength(partnershipApplicationResponseDataMessageMax)),
  "status": /*#__PURE__*/ zod.enum(['submitted', 'in-review', 'approved']),
  "submittedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(partnershipApplicationResponseDataSubmittedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(partnershipApplicationResponseDataUpdatedAtMin)),
  "decidedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(partnershipApplicationResponseDataDecidedAtOneMin)),/*#__PURE__*/ zod.null()])
})
})

export type PartnershipApplicationResponse = zod.input<typeof PartnershipApplicationResponse>;
export type PartnershipApplicationResponseOutput = zod.output<typeof PartnershipApplicationResponse>;
