/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const autoInvestExecutionListResponseDataItemTimeMin = 0;

export const autoInvestExecutionListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestExecutionListResponseDataItemQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestExecutionListResponseDataItemSpentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestExecutionListResponseDataItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestExecutionListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestExecutionListResponseDataItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestExecutionListResponsePaginationLimitMax = 100;

export const autoInvestExecutionListResponsePaginationOffsetMin = 0;

export const autoInvestExecutionListResponsePaginationTotalMin = 0;


export const AutoInvestExecutionListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "planId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestExecutionListResponseDataItemTimeMin)),
  "status": /*#__PURE__*/ zod.enum(['success', 'failed']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestExecutionListResponseDataItemTickerRegExp),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestExecutionListResponseDataItemQuoteRegExp),
  "spent": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestExecutionListResponseDataItemSpentRegExp),
  "price": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestExecutionListResponseDataItemPriceRegExp)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestExecutionListResponseDataItemAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestExecutionListResponseDataItemFeeRegExp),
  "failure": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['balance', 'market']))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestExecutionListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestExecutionListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestExecutionListResponsePaginationTotalMin))
})
})

export type AutoInvestExecutionListResponse = zod.input<typeof AutoInvestExecutionListResponse>;
export type AutoInvestExecutionListResponseOutput = zod.output<typeof AutoInvestExecutionListResponse>;
