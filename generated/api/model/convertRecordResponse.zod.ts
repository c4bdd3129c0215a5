/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const convertRecordResponseDataQuoteIdRegExp = new RegExp('^[1-9][0-9]{0,19}$');
export const convertRecordResponseDataFromRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const convertRecordResponseDataToRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const convertRecordResponseDataFinalGiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertRecordResponseDataFinalReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertRecordResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertRecordResponseDataTimeMin = 0;


export const ConvertRecordResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "quoteId": /*#__PURE__*/ zod.stringFormat('digit-id', convertRecordResponseDataQuoteIdRegExp),
  "from": /*#__PURE__*/ zod.stringFormat('ticker', convertRecordResponseDataFromRegExp),
  "to": /*#__PURE__*/ zod.stringFormat('ticker', convertRecordResponseDataToRegExp),
  "finalGive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertRecordResponseDataFinalGiveRegExp),
  "finalReceive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertRecordResponseDataFinalReceiveRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertRecordResponseDataRateRegExp),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(convertRecordResponseDataTimeMin))
})
})

export type ConvertRecordResponse = zod.input<typeof ConvertRecordResponse>;
export type ConvertRecordResponseOutput = zod.output<typeof ConvertRecordResponse>;
