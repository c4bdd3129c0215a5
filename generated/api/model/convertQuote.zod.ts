/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const convertQuoteIdRegExp = new RegExp('^[1-9][0-9]{0,19}$');
export const convertQuoteFromRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const convertQuoteToRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const convertQuoteGiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertQuoteReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertQuoteRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const convertQuoteExpireAtMin = 0;

export const convertQuoteExpiresInMin = 0;
export const convertQuoteExpiresInMax = 3600;


export const ConvertQuote = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('digit-id', convertQuoteIdRegExp),
  "from": /*#__PURE__*/ zod.stringFormat('ticker', convertQuoteFromRegExp),
  "to": /*#__PURE__*/ zod.stringFormat('ticker', convertQuoteToRegExp),
  "give": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertQuoteGiveRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertQuoteReceiveRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertQuoteRateRegExp),
  "expireAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(convertQuoteExpireAtMin)),
  "expiresIn": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(convertQuoteExpiresInMin)).check(/*#__PURE__*/ zod.lte(convertQuoteExpiresInMax))
})

export type ConvertQuote = zod.input<typeof ConvertQuote>;
export type ConvertQuoteOutput = zod.output<typeof ConvertQuote>;
