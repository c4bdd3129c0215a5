/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const appliedCodeResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const appliedCodeResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const appliedCodeResponseDataMerchantMin = 2;
export const appliedCodeResponseDataMerchantMax = 40;


export const AppliedCodeResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', appliedCodeResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', appliedCodeResponseDataAmountRegExp),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "merchant": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(appliedCodeResponseDataMerchantMin)).check(/*#__PURE__*/ zod.maxLength(appliedCodeResponseDataMerchantMax)))
})
})

export type AppliedCodeResponse = zod.input<typeof AppliedCodeResponse>;
export type AppliedCodeResponseOutput = zod.output<typeof AppliedCodeResponse>;
