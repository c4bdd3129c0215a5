/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const kybStateAttemptsMin = 0;

export const kybStateCompanyNameMin = 2;
export const kybStateCompanyNameMax = 120;

export const kybStateCompanyRegistrationNumberRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 /.-]{2,39}$');
export const kybStateCompanyCountryRegExp = new RegExp('^[A-Z]{2}$');

export const kybStateAttemptProviderMax = 40;

export const kybStateAttemptStartedAtMin = 0;

export const kybStateAttemptSubmittedAtMin = 0;

export const kybStateAttemptReviewedAtMin = 0;

export const kybStateRejectionReasonsItemMax = 200;



export const KybState = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.enum(['none', 'pending', 'verified', 'rejected']),
  "attempts": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(kybStateAttemptsMin)),
  "company": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(kybStateCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(kybStateCompanyNameMax)),
  "registrationNumber": /*#__PURE__*/ zod.stringFormat('company-registration-number', kybStateCompanyRegistrationNumberRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', kybStateCompanyCountryRegExp)
})),
  "attempt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "method": /*#__PURE__*/ zod.enum(['regular', 'diia', 'external', 'provider']),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(kybStateAttemptProviderMax)),
  "startedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(kybStateAttemptStartedAtMin)),
  "submittedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(kybStateAttemptSubmittedAtMin))),
  "reviewedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(kybStateAttemptReviewedAtMin)))
})),
  "rejection": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "reasons": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(kybStateRejectionReasonsItemMax))).check(/*#__PURE__*/ zod.minLength(1)),
  "canRetry": /*#__PURE__*/ zod.boolean()
}))
})

export type KybState = zod.input<typeof KybState>;
export type KybStateOutput = zod.output<typeof KybState>;
