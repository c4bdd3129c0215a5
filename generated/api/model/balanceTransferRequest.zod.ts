/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const balanceTransferRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const balanceTransferRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const BalanceTransferRequest = /*#__PURE__*/ zod.object({
  "from": /*#__PURE__*/ zod.enum(['main', 'spot', 'margin']),
  "to": /*#__PURE__*/ zod.enum(['main', 'spot', 'margin']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', balanceTransferRequestTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceTransferRequestAmountRegExp)
})

export type BalanceTransferRequest = zod.input<typeof BalanceTransferRequest>;
export type BalanceTransferRequestOutput = zod.output<typeof BalanceTransferRequest>;
