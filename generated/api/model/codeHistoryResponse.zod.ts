/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const codeHistoryResponseDataItemCodeMax = 64;

export const codeHistoryResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const codeHistoryResponseDataItemAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const codeHistoryResponseDataItemTimeMin = 0;

export const codeHistoryResponsePaginationLimitMax = 100;

export const codeHistoryResponsePaginationOffsetMin = 0;

export const codeHistoryResponsePaginationTotalMin = 0;


export const CodeHistoryResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "externalId": /*#__PURE__*/ zod.uuid(),
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(codeHistoryResponseDataItemCodeMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', codeHistoryResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal', codeHistoryResponseDataItemAmountRegExp),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codeHistoryResponseDataItemTimeMin))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(codeHistoryResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codeHistoryResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(codeHistoryResponsePaginationTotalMin))
})
})

export type CodeHistoryResponse = zod.input<typeof CodeHistoryResponse>;
export type CodeHistoryResponseOutput = zod.output<typeof CodeHistoryResponse>;
