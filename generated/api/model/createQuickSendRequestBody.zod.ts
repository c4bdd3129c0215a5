/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createQuickSendRequestBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createQuickSendRequestBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createQuickSendRequestBodyTextMax = 500;


export const CreateQuickSendRequestBody = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createQuickSendRequestBodyTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createQuickSendRequestBodyAmountRegExp),
  "text": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createQuickSendRequestBodyTextMax)))
})

export type CreateQuickSendRequestBody = zod.input<typeof CreateQuickSendRequestBody>;
export type CreateQuickSendRequestBodyOutput = zod.output<typeof CreateQuickSendRequestBody>;
