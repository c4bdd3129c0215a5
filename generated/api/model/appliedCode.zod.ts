/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const appliedCodeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const appliedCodeAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const appliedCodeMerchantMin = 2;
export const appliedCodeMerchantMax = 40;


export const AppliedCode = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', appliedCodeTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', appliedCodeAmountRegExp),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "merchant": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(appliedCodeMerchantMin)).check(/*#__PURE__*/ zod.maxLength(appliedCodeMerchantMax)))
})

export type AppliedCode = zod.input<typeof AppliedCode>;
export type AppliedCodeOutput = zod.output<typeof AppliedCode>;
