/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const estimateConvertBodyFromRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const estimateConvertBodyToRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const estimateConvertBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const EstimateConvertBody = /*#__PURE__*/ zod.object({
  "from": /*#__PURE__*/ zod.stringFormat('ticker', estimateConvertBodyFromRegExp),
  "to": /*#__PURE__*/ zod.stringFormat('ticker', estimateConvertBodyToRegExp),
  "direction": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['from', 'to'])),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', estimateConvertBodyAmountRegExp)
})

export type EstimateConvertBody = zod.input<typeof EstimateConvertBody>;
export type EstimateConvertBodyOutput = zod.output<typeof EstimateConvertBody>;
