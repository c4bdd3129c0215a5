/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const partnershipResponseDataOneCompanyNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const partnershipResponseDataOneCompanyNameMin = 2;
export const partnershipResponseDataOneCompanyNameMax = 100;

export const partnershipResponseDataOneWebsiteMax = 4096;


export const partnershipResponseDataOneWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const partnershipResponseDataOneContactNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const partnershipResponseDataOneContactNameMin = 2;
export const partnershipResponseDataOneContactNameMax = 100;

export const partnershipResponseDataOneContactEmailMax = 254;

export const partnershipResponseDataOneMessageMin = 20;
export const partnershipResponseDataOneMessageMax = 1000;

export const partnershipResponseDataOneSubmittedAtMin = 0;

export const partnershipResponseDataOneUpdatedAtMin = 0;

export const partnershipResponseDataOneDecidedAtOneMin = 0;


export const PartnershipResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "companyName": /*#__PURE__*/ zod.stringFormat('partnership-name', partnershipResponseDataOneCompanyNameRegExp).check(/*#__PURE__*/ zod.minLength(partnershipResponseDataOneCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(partnershipResponseDataOneCompanyNameMax)),
  "website": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(partnershipResponseDataOneWebsiteMax)).check(/*#__PURE__*/ zod.regex(partnershipResponseDataOneWebsiteRegExp)),
  "type": /*#__PURE__*/ zod.enum(['affiliate', 'broker', 'institutional']),
  "contactName": /*#__PURE__*/ zod.stringFormat('partnership-name', partnershipResponseDataOneContactNameRegExp).check(/*#__PURE__*/ zod.minLength(partnershipResponseDataOneContactNameMin)).check(/*#__PURE__*/ zod.maxLength(partnershipResponseDataOneContactNameMax)),
  "contactEmail": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(partnershipResponseDataOneContactEmailMax)),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(partnershipResponseDataOneMessageMin)).check(/*#__PURE__*/ zod.maxLength(partnershipResponseDataOneMessageMax)),
  "status": /*#__PURE__*/ zod.enum(['submitted', 'in-review', 'approved']),
  "submittedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(partnershipResponseDataOneSubmittedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(partnershipResponseDataOneUpdatedAtMin)),
  "decidedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(partnershipResponseDataOneDecidedAtOneMin)),/*#__PURE__*/ zod.null()])
}),/*#__PURE__*/ zod.null()])
})

export type PartnershipResponse = zod.input<typeof PartnershipResponse>;
export type PartnershipResponseOutput = zod.output<typeof PartnershipResponse>;
