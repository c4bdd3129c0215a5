/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const convertRecordQuoteIdRegExp = new RegExp('^[1-9][0-9]{0,19}$');
export const convertRecordFromRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const convertRecordToRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const convertRecordFinalGiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertRecordFinalReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertRecordRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertRecordTimeMin = 0;


export const ConvertRecord = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "quoteId": /*#__PURE__*/ zod.stringFormat('digit-id', convertRecordQuoteIdRegExp),
  "from": /*#__PURE__*/ zod.stringFormat('ticker', convertRecordFromRegExp),
  "to": /*#__PURE__*/ zod.stringFormat('ticker', convertRecordToRegExp),
  "finalGive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertRecordFinalGiveRegExp),
  "finalReceive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertRecordFinalReceiveRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertRecordRateRegExp),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(convertRecordTimeMin))
})

export type ConvertRecord = zod.input<typeof ConvertRecord>;
export type ConvertRecordOutput = zod.output<typeof ConvertRecord>;
