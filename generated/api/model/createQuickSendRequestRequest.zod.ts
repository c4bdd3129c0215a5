/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createQuickSendRequestRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createQuickSendRequestRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createQuickSendRequestRequestTextMax = 500;


export const CreateQuickSendRequestRequest = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createQuickSendRequestRequestTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createQuickSendRequestRequestAmountRegExp),
  "text": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createQuickSendRequestRequestTextMax)))
})

export type CreateQuickSendRequestRequest = zod.input<typeof CreateQuickSendRequestRequest>;
export type CreateQuickSendRequestRequestOutput = zod.output<typeof CreateQuickSendRequestRequest>;
