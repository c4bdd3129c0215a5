/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const institutionalLoanRequestResponseDataCompanyMax = 120;

export const institutionalLoanRequestResponseDataAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const institutionalLoanRequestResponseDataCollateralRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const institutionalLoanRequestResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const institutionalLoanRequestResponseDataTermMonthsMax = 60;

export const institutionalLoanRequestResponseDataNoteMax = 500;

export const institutionalLoanRequestResponseDataCreatedAtMin = 0;

export const institutionalLoanRequestResponseDataUpdatedAtMin = 0;


export const InstitutionalLoanRequestResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "company": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(institutionalLoanRequestResponseDataCompanyMax)),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', institutionalLoanRequestResponseDataAssetRegExp),
  "collateral": /*#__PURE__*/ zod.stringFormat('ticker', institutionalLoanRequestResponseDataCollateralRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', institutionalLoanRequestResponseDataAmountRegExp),
  "termMonths": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(institutionalLoanRequestResponseDataTermMonthsMax)),
  "note": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(institutionalLoanRequestResponseDataNoteMax)),
  "status": /*#__PURE__*/ zod.enum(['submitted', 'reviewing', 'approved', 'withdrawn']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(institutionalLoanRequestResponseDataCreatedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(institutionalLoanRequestResponseDataUpdatedAtMin))
})
})

export type InstitutionalLoanRequestResponse = zod.input<typeof InstitutionalLoanRequestResponse>;
export type InstitutionalLoanRequestResponseOutput = zod.output<typeof InstitutionalLoanRequestResponse>;
