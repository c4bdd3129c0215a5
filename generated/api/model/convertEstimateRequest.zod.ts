/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const convertEstimateRequestFromRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const convertEstimateRequestToRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const convertEstimateRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const ConvertEstimateRequest = /*#__PURE__*/ zod.object({
  "from": /*#__PURE__*/ zod.stringFormat('ticker', convertEstimateRequestFromRegExp),
  "to": /*#__PURE__*/ zod.stringFormat('ticker', convertEstimateRequestToRegExp),
  "direction": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['from', 'to'])),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', convertEstimateRequestAmountRegExp)
})

export type ConvertEstimateRequest = zod.input<typeof ConvertEstimateRequest>;
export type ConvertEstimateRequestOutput = zod.output<typeof ConvertEstimateRequest>;
