/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const verificationStatusResponseDataKycAttemptsMin = 0;


export const verificationStatusResponseDataKycAttemptProviderMax = 40;

export const verificationStatusResponseDataKycAttemptStartedAtMin = 0;

export const verificationStatusResponseDataKycAttemptSubmittedAtMin = 0;

export const verificationStatusResponseDataKycAttemptReviewedAtMin = 0;

export const verificationStatusResponseDataKycRejectionReasonsItemMax = 200;


export const verificationStatusResponseDataKybAttemptsMin = 0;

export const verificationStatusResponseDataKybCompanyNameMin = 2;
export const verificationStatusResponseDataKybCompanyNameMax = 120;

export const verificationStatusResponseDataKybCompanyRegistrationNumberRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 /.-]{2,39}$');
export const verificationStatusResponseDataKybCompanyCountryRegExp = new RegExp('^[A-Z]{2}$');

export const verificationStatusResponseDataKybAttemptProviderMax = 40;

export const verificationStatusResponseDataKybAttemptStartedAtMin = 0;

export const verificationStatusResponseDataKybAttemptSubmittedAtMin = 0;

export const verificationStatusResponseDataKybAttemptReviewedAtMin = 0;

export const verificationStatusResponseDataKybRejectionReasonsItemMax = 200;



export const VerificationStatusResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "kyc": /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.enum(['notRequired', 'required', 'submitted', 'verified', 'rejected']),
  "flow": /*#__PURE__*/ zod.enum(['regular', 'legacy']),
  "attempts": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(verificationStatusResponseDataKycAttemptsMin)),
  "attempt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "method": /*#__PURE__*/ zod.enum(['regular', 'diia', 'external', 'provider']),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(verificationStatusResponseDataKycAttemptProviderMax)),
  "startedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(verificationStatusResponseDataKycAttemptStartedAtMin)),
  "submittedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(verificationStatusResponseDataKycAttemptSubmittedAtMin))),
  "reviewedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(verificationStatusResponseDataKycAttemptReviewedAtMin)))
})),
  "rejection": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "reasons": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(verificationStatusResponseDataKycRejectionReasonsItemMax))).check(/*#__PURE__*/ zod.minLength(1)),
  "canRetry": /*#__PURE__*/ zod.boolean()
}))
}),
  "kyb": /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.enum(['none', 'pending', 'verified', 'rejected']),
  "attempts": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(verificationStatusResponseDataKybAttemptsMin)),
  "company": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(verificationStatusResponseDataKybCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(verificationStatusResponseDataKybCompanyNameMax)),
  "registrationNumber": /*#__PURE__*/ zod.stringFormat('company-registration-number', verificationStatusResponseDataKybCompanyRegistrationNumberRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', verificationStatusResponseDataKybCompanyCountryRegExp)
})),
  "attempt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "method": /*#__PURE__*/ zod.enum(['regular', 'diia', 'external', 'provider']),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(verificationStatusResponseDataKybAttemptProviderMax)),
  "startedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(verificationStatusResponseDataKybAttemptStartedAtMin)),
  "submittedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(verificationStatusResponseDataKybAttemptSubmittedAtMin))),
  "reviewedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(verificationStatusResponseDataKybAttemptReviewedAtMin)))
})),
  "rejection": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "reasons": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(verificationStatusResponseDataKybRejectionReasonsItemMax))).check(/*#__PURE__*/ zod.minLength(1)),
  "canRetry": /*#__PURE__*/ zod.boolean()
}))
})
})
})

export type VerificationStatusResponse = zod.input<typeof VerificationStatusResponse>;
export type VerificationStatusResponseOutput = zod.output<typeof VerificationStatusResponse>;
