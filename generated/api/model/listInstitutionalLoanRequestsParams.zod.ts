/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listInstitutionalLoanRequestsParamsFromMin = 0;

export const listInstitutionalLoanRequestsParamsToMin = 0;

export const listInstitutionalLoanRequestsParamsOffsetDefault = 0;
export const listInstitutionalLoanRequestsParamsOffsetMin = 0;

export const listInstitutionalLoanRequestsParamsLimitDefault = 50;
export const listInstitutionalLoanRequestsParamsLimitMax = 100;


export const ListInstitutionalLoanRequestsParams = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['submitted', 'reviewing', 'approved', 'withdrawn'])),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listInstitutionalLoanRequestsParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listInstitutionalLoanRequestsParamsToMin))),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listInstitutionalLoanRequestsParamsOffsetMin)), listInstitutionalLoanRequestsParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listInstitutionalLoanRequestsParamsLimitMax)), listInstitutionalLoanRequestsParamsLimitDefault)
})

export type ListInstitutionalLoanRequestsParams = zod.input<typeof ListInstitutionalLoanRequestsParams>;
export type ListInstitutionalLoanRequestsParamsOutput = zod.output<typeof ListInstitutionalLoanRequestsParams>;
