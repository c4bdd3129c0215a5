/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const institutionalLoanRequestListResponseDataItemCompanyMax = 120;

export const institutionalLoanRequestListResponseDataItemAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const institutionalLoanRequestListResponseDataItemCollateralRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const institutionalLoanRequestListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const institutionalLoanRequestListResponseDataItemTermMonthsMax = 60;

export const institutionalLoanRequestListResponseDataItemNoteMax = 500;

export const institutionalLoanRequestListResponseDataItemCreatedAtMin = 0;

export const institutionalLoanRequestListResponseDataItemUpdatedAtMin = 0;

export const institutionalLoanRequestListResponseDataMax = 100;

export const institutionalLoanRequestListResponsePaginationLimitMax = 100;

export const institutionalLoanRequestListResponsePaginationOffsetMin = 0;

export const institutionalLoanRequestListResponsePaginationTotalMin = 0;


export const InstitutionalLoanRequestListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "company": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(institutionalLoanRequestListResponseDataItemCompanyMax)),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', institutionalLoanRequestListResponseDataItemAssetRegExp),
  "collateral": /*#__PURE__*/ zod.stringFormat('ticker', institutionalLoanRequestListResponseDataItemCollateralRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', institutionalLoanRequestListResponseDataItemAmountRegExp),
  "termMonths": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(institutionalLoanRequestListResponseDataItemTermMonthsMax)),
  "note": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(institutionalLoanRequestListResponseDataItemNoteMax)),
  "status": /*#__PURE__*/ zod.enum(['submitted', 'reviewing', 'approved', 'withdrawn']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(institutionalLoanRequestListResponseDataItemCreatedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(institutionalLoanRequestListResponseDataItemUpdatedAtMin))
})).check(/*#__PURE__*/ zod.maxLength(institutionalLoanRequestListResponseDataMax)),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(institutionalLoanRequestListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(institutionalLoanRequestListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(institutionalLoanRequestListResponsePaginationTotalMin))
})
})

export type InstitutionalLoanRequestListResponse = zod.input<typeof InstitutionalLoanRequestListResponse>;
export type InstitutionalLoanRequestListResponseOutput = zod.output<typeof InstitutionalLoanRequestListResponse>;
