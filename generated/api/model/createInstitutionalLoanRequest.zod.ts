/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createInstitutionalLoanRequestCompanyMax = 120;

export const createInstitutionalLoanRequestAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createInstitutionalLoanRequestCollateralRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createInstitutionalLoanRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createInstitutionalLoanRequestTermMonthsMax = 60;

export const createInstitutionalLoanRequestNoteMax = 500;


export const CreateInstitutionalLoanRequest = /*#__PURE__*/ zod.object({
  "company": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createInstitutionalLoanRequestCompanyMax)),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', createInstitutionalLoanRequestAssetRegExp),
  "collateral": /*#__PURE__*/ zod.stringFormat('ticker', createInstitutionalLoanRequestCollateralRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createInstitutionalLoanRequestAmountRegExp),
  "termMonths": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(createInstitutionalLoanRequestTermMonthsMax)),
  "note": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createInstitutionalLoanRequestNoteMax)))
})

export type CreateInstitutionalLoanRequest = zod.input<typeof CreateInstitutionalLoanRequest>;
export type CreateInstitutionalLoanRequestOutput = zod.output<typeof CreateInstitutionalLoanRequest>;
