/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createInstitutionalLoanRequestBodyCompanyMax = 120;

export const createInstitutionalLoanRequestBodyAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createInstitutionalLoanRequestBodyCollateralRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createInstitutionalLoanRequestBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createInstitutionalLoanRequestBodyTermMonthsMax = 60;

export const createInstitutionalLoanRequestBodyNoteMax = 500;


export const CreateInstitutionalLoanRequestBody = /*#__PURE__*/ zod.object({
  "company": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createInstitutionalLoanRequestBodyCompanyMax)),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', createInstitutionalLoanRequestBodyAssetRegExp),
  "collateral": /*#__PURE__*/ zod.stringFormat('ticker', createInstitutionalLoanRequestBodyCollateralRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createInstitutionalLoanRequestBodyAmountRegExp),
  "termMonths": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(createInstitutionalLoanRequestBodyTermMonthsMax)),
  "note": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createInstitutionalLoanRequestBodyNoteMax)))
})

export type CreateInstitutionalLoanRequestBody = zod.input<typeof CreateInstitutionalLoanRequestBody>;
export type CreateInstitutionalLoanRequestBodyOutput = zod.output<typeof CreateInstitutionalLoanRequestBody>;
