/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const sendQuickSendTransferBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const sendQuickSendTransferBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const sendQuickSendTransferBodyTextMax = 500;


export const SendQuickSendTransferBody = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', sendQuickSendTransferBodyTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', sendQuickSendTransferBodyAmountRegExp),
  "text": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(sendQuickSendTransferBodyTextMax)))
})

export type SendQuickSendTransferBody = zod.input<typeof SendQuickSendTransferBody>;
export type SendQuickSendTransferBodyOutput = zod.output<typeof SendQuickSendTransferBody>;
