/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const sendQuickSendTransferRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const sendQuickSendTransferRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const sendQuickSendTransferRequestTextMax = 500;


export const SendQuickSendTransferRequest = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', sendQuickSendTransferRequestTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', sendQuickSendTransferRequestAmountRegExp),
  "text": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(sendQuickSendTransferRequestTextMax)))
})

export type SendQuickSendTransferRequest = zod.input<typeof SendQuickSendTransferRequest>;
export type SendQuickSendTransferRequestOutput = zod.output<typeof SendQuickSendTransferRequest>;
