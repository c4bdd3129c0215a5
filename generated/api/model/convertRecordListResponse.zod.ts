/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const convertRecordListResponseDataItemQuoteIdRegExp = new RegExp('^[1-9][0-9]{0,19}$');
export const convertRecordListResponseDataItemFromRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const convertRecordListResponseDataItemToRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const convertRecordListResponseDataItemFinalGiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertRecordListResponseDataItemFinalReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertRecordListResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertRecordListResponseDataItemTimeMin = 0;

export const convertRecordListResponsePaginationLimitMax = 100;

export const convertRecordListResponsePaginationOffsetMin = 0;

export const convertRecordListResponsePaginationTotalMin = 0;


export const ConvertRecordListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "quoteId": /*#__PURE__*/ zod.stringFormat('digit-id', convertRecordListResponseDataItemQuoteIdRegExp),
  "from": /*#__PURE__*/ zod.stringFormat('ticker', convertRecordListResponseDataItemFromRegExp),
  "to": /*#__PURE__*/ zod.stringFormat('ticker', convertRecordListResponseDataItemToRegExp),
  "finalGive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertRecordListResponseDataItemFinalGiveRegExp),
  "finalReceive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertRecordListResponseDataItemFinalReceiveRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertRecordListResponseDataItemRateRegExp),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(convertRecordListResponseDataItemTimeMin))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(convertRecordListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(convertRecordListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(convertRecordListResponsePaginationTotalMin))
})
})

export type ConvertRecordListResponse = zod.input<typeof ConvertRecordListResponse>;
export type ConvertRecordListResponseOutput = zod.output<typeof ConvertRecordListResponse>;
