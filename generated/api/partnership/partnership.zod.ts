/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Assumption: the spec names no call for /settings/security/partnership and the published WhiteBIT API has no counterpart; the account's one application (null when it has none) and where its review is: submitted, in review, approved. Fails with 4700 FailedToGetAffiliateProfile.
 * @summary Get the partnership application
 */

export const getPartnershipApplication200ResponseDataOneCompanyNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const getPartnershipApplication200ResponseDataOneCompanyNameMin = 2;
export const getPartnershipApplication200ResponseDataOneCompanyNameMax = 100;

export const getPartnershipApplication200ResponseDataOneWebsiteMax = 4096;


export const getPartnershipApplication200ResponseDataOneWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const getPartnershipApplication200ResponseDataOneContactNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const getPartnershipApplication200ResponseDataOneContactNameMin = 2;
export const getPartnershipApplication200ResponseDataOneContactNameMax = 100;

export const getPartnershipApplication200ResponseDataOneContactEmailMax = 254;

export const getPartnershipApplication200ResponseDataOneMessageMin = 20;
export const getPartnershipApplication200ResponseDataOneMessageMax = 1000;

export const getPartnershipApplication200ResponseDataOneSubmittedAtMin = 0;

export const getPartnershipApplication200ResponseDataOneUpdatedAtMin = 0;

export const getPartnershipApplication200ResponseDataOneDecidedAtOneMin = 0;



export const GetPartnershipApplication200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "companyName": /*#__PURE__*/ zod.stringFormat('partnership-name', getPartnershipApplication200ResponseDataOneCompanyNameRegExp).check(/*#__PURE__*/ zod.minLength(getPartnershipApplication200ResponseDataOneCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(getPartnershipApplication200ResponseDataOneCompanyNameMax)),
  "website": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(getPartnershipApplication200ResponseDataOneWebsiteMax)).check(/*#__PURE__*/ zod.regex(getPartnershipApplication200ResponseDataOneWebsiteRegExp)),
  "type": /*#__PURE__*/ zod.enum(['affiliate', 'broker', 'institutional']),
  "contactName": /*#__PURE__*/ zod.stringFormat('partnership-name', getPartnershipApplication200ResponseDataOneContactNameRegExp).check(/*#__PURE__*/ zod.minLength(getPartnershipApplication200ResponseDataOneContactNameMin)).check(/*#__PURE__*/ zod.maxLength(getPartnershipApplication200ResponseDataOneContactNameMax)),
  "contactEmail": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(getPartnershipApplication200ResponseDataOneContactEmailMax)),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getPartnershipApplication200ResponseDataOneMessageMin)).check(/*#__PURE__*/ zod.maxLength(getPartnershipApplication200ResponseDataOneMessageMax)),
  "status": /*#__PURE__*/ zod.enum(['submitted', 'in-review', 'approved']),
  "submittedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPartnershipApplication200ResponseDataOneSubmittedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPartnershipApplication200ResponseDataOneUpdatedAtMin)),
  "decidedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPartnershipApplication200ResponseDataOneDecidedAtOneMin)),/*#__PURE__*/ zod.null()])
}),/*#__PURE__*/ zod.null()])
})

export const GetPartnershipApplication401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetPartnershipApplication429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetPartnershipApplication5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: sends the account's application (one per account; no counterpart in the published WhiteBIT API). It starts submitted and the exchange reviews it. A 422 carries code 30 on the field at fault; 4701 FailedToCreateAffiliateProfile otherwise (e.g. the account has an application already).
 * @summary Apply for a partnership
 */
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


export const applyForPartnership200ResponseDataCompanyNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const applyForPartnership200ResponseDataCompanyNameMin = 2;
export const applyForPartnership200ResponseDataCompanyNameMax = 100;

export const applyForPartnership200ResponseDataWebsiteMax = 4096;


export const applyForPartnership200ResponseDataWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const applyForPartnership200ResponseDataContactNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const applyForPartnership200ResponseDataContactNameMin = 2;
export const applyForPartnership200ResponseDataContactNameMax = 100;

export const applyForPartnership200ResponseDataContactEmailMax = 254;

export const applyForPartnership200ResponseDataMessageMin = 20;
export const applyForPartnership200ResponseDataMessageMax = 1000;

export const applyForPartnership200ResponseDataSubmittedAtMin = 0;

export const applyForPartnership200ResponseDataUpdatedAtMin = 0;

export const applyForPartnership200ResponseDataDecidedAtOneMin = 0;



export const ApplyForPartnership200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "companyName": /*#__PURE__*/ zod.stringFormat('partnership-name', applyForPartnership200ResponseDataCompanyNameRegExp).check(/*#__PURE__*/ zod.minLength(applyForPartnership200ResponseDataCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(applyForPartnership200ResponseDataCompanyNameMax)),
  "website": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(applyForPartnership200ResponseDataWebsiteMax)).check(/*#__PURE__*/ zod.regex(applyForPartnership200ResponseDataWebsiteRegExp)),
  "type": /*#__PURE__*/ zod.enum(['affiliate', 'broker', 'institutional']),
  "contactName": /*#__PURE__*/ zod.stringFormat('partnership-name', applyForPartnership200ResponseDataContactNameRegExp).check(/*#__PURE__*/ zod.minLength(applyForPartnership200ResponseDataContactNameMin)).check(/*#__PURE__*/ zod.maxLength(applyForPartnership200ResponseDataContactNameMax)),
  "contactEmail": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(applyForPartnership200ResponseDataContactEmailMax)),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(applyForPartnership200ResponseDataMessageMin)).check(/*#__PURE__*/ zod.maxLength(applyForPartnership200ResponseDataMessageMax)),
  "status": /*#__PURE__*/ zod.enum(['submitted', 'in-review', 'approved']),
  "submittedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(applyForPartnership200ResponseDataSubmittedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(applyForPartnership200ResponseDataUpdatedAtMin)),
  "decidedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(applyForPartnership200ResponseDataDecidedAtOneMin)),/*#__PURE__*/ zod.null()])
})
})

export const ApplyForPartnership401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ApplyForPartnership419Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ApplyForPartnership422Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ApplyForPartnership429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ApplyForPartnership5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: withdraws the account's application, whatever its status (an approved partnership ends); no counterpart in the published WhiteBIT API. No catalogue code fits it (4700-4702 name the get, create and update of the profile): a failure is the generic failed-to-fetch toast; a 422 on id when there is no application.
 * @summary Withdraw the partnership application
 */
export const WithdrawPartnershipApplication204Response = /*#__PURE__*/ zod.void()

export const WithdrawPartnershipApplication401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const WithdrawPartnershipApplication419Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const WithdrawPartnershipApplication422Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const WithdrawPartnershipApplication429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const WithdrawPartnershipApplication5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: replaces the application's details while it is not yet approved, and sends it back to submitted for a new review; no counterpart in the published WhiteBIT API. A 422 carries code 30 on the field at fault; 4702 FailedToUpdateAffiliateProfile otherwise (no application, or one already approved).
 * @summary Edit the partnership application
 */
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


export const updatePartnershipApplication200ResponseDataCompanyNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const updatePartnershipApplication200ResponseDataCompanyNameMin = 2;
export const updatePartnershipApplication200ResponseDataCompanyNameMax = 100;

export const updatePartnershipApplication200ResponseDataWebsiteMax = 4096;


export const updatePartnershipApplication200ResponseDataWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const updatePartnershipApplication200ResponseDataContactNameRegExp = new RegExp('^\\S(.*\\S)?$');

export const updatePartnershipApplication200ResponseDataContactNameMin = 2;
export const updatePartnershipApplication200ResponseDataContactNameMax = 100;

export const updatePartnershipApplication200ResponseDataContactEmailMax = 254;

export const updatePartnershipApplication200ResponseDataMessageMin = 20;
export const updatePartnershipApplication200ResponseDataMessageMax = 1000;

export const updatePartnershipApplication200ResponseDataSubmittedAtMin = 0;

export const updatePartnershipApplication200ResponseDataUpdatedAtMin = 0;

export const updatePartnershipApplication200ResponseDataDecidedAtOneMin = 0;



export const UpdatePartnershipApplication200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "companyName": /*#__PURE__*/ zod.stringFormat('partnership-name', updatePartnershipApplication200ResponseDataCompanyNameRegExp).check(/*#__PURE__*/ zod.minLength(updatePartnershipApplication200ResponseDataCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(updatePartnershipApplication200ResponseDataCompanyNameMax)),
  "website": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(updatePartnershipApplication200ResponseDataWebsiteMax)).check(/*#__PURE__*/ zod.regex(updatePartnershipApplication200ResponseDataWebsiteRegExp)),
  "type": /*#__PURE__*/ zod.enum(['affiliate', 'broker', 'institutional']),
  "contactName": /*#__PURE__*/ zod.stringFormat('partnership-name', updatePartnershipApplication200ResponseDataContactNameRegExp).check(/*#__PURE__*/ zod.minLength(updatePartnershipApplication200ResponseDataContactNameMin)).check(/*#__PURE__*/ zod.maxLength(updatePartnershipApplication200ResponseDataContactNameMax)),
  "contactEmail": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(updatePartnershipApplication200ResponseDataContactEmailMax)),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updatePartnershipApplication200ResponseDataMessageMin)).check(/*#__PURE__*/ zod.maxLength(updatePartnershipApplication200ResponseDataMessageMax)),
  "status": /*#__PURE__*/ zod.enum(['submitted', 'in-review', 'approved']),
  "submittedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(updatePartnershipApplication200ResponseDataSubmittedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(updatePartnershipApplication200ResponseDataUpdatedAtMin)),
  "decidedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(updatePartnershipApplication200ResponseDataDecidedAtOneMin)),/*#__PURE__*/ zod.null()])
})
})

export const UpdatePartnershipApplication401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const UpdatePartnershipApplication419Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const UpdatePartnershipApplication422Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const UpdatePartnershipApplication429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const UpdatePartnershipApplication5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

