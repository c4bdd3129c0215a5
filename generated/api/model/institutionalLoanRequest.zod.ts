/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const institutionalLoanRequestCompanyMax = 120;

export const institutionalLoanRequestAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const institutionalLoanRequestCollateralRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const institutionalLoanRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const institutionalLoanRequestTermMonthsMax = 60;

export const institutionalLoanRequestNoteMax = 500;

export const institutionalLoanRequestCreatedAtMin = 0;

export const institutionalLoanRequestUpdatedAtMin = 0;


export const InstitutionalLoanRequest = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "company": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(institutionalLoanRequestCompanyMax)),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', institutionalLoanRequestAssetRegExp),
  "collateral": /*#__PURE__*/ zod.stringFormat('ticker', institutionalLoanRequestCollateralRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', institutionalLoanRequestAmountRegExp),
  "termMonths": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(institutionalLoanRequestTermMonthsMax)),
  "note": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(institutionalLoanRequestNoteMax)),
  "status": /*#__PURE__*/ zod.enum(['submitted', 'reviewing', 'approved', 'withdrawn']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(institutionalLoanRequestCreatedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(institutionalLoanRequestUpdatedAtMin))
})

export type InstitutionalLoanRequest = zod.input<typeof InstitutionalLoanRequest>;
export type InstitutionalLoanRequestOutput = zod.output<typeof InstitutionalLoanRequest>;
