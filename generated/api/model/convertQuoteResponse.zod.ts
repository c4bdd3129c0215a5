/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const convertQuoteResponseDataIdRegExp = new RegExp('^[1-9][0-9]{0,19}$');
export const convertQuoteResponseDataFromRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const convertQuoteResponseDataToRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const convertQuoteResponseDataGiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertQuoteResponseDataReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertQuoteResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertQuoteResponseDataExpireAtMin = 0;

export const convertQuoteResponseDataExpiresInMin = 0;
export const convertQuoteResponseDataExpiresInMax = 3600;


export const ConvertQuoteResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('digit-id', convertQuoteResponseDataIdRegExp),
  "from": /*#__PURE__*/ zod.stringFormat('ticker', convertQuoteResponseDataFromRegExp),
  "to": /*#__PURE__*/ zod.stringFormat('ticker', convertQuoteResponseDataToRegExp),
  "give": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertQuoteResponseDataGiveRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertQuoteResponseDataReceiveRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertQuoteResponseDataRateRegExp),
  "expireAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(convertQuoteResponseDataExpireAtMin)),
  "expiresIn": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(convertQuoteResponseDataExpiresInMin)).check(/*#__PURE__*/ zod.lte(convertQuoteResponseDataExpiresInMax))
})
})

export type ConvertQuoteResponse = zod.input<typeof ConvertQuoteResponse>;
export type ConvertQuoteResponseOutput = zod.output<typeof ConvertQuoteResponse>;
