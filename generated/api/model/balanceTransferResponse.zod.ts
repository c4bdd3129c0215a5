/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const balanceTransferResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const balanceTransferResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const BalanceTransferResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "from": /*#__PURE__*/ zod.enum(['main', 'spot', 'margin']),
  "to": /*#__PURE__*/ zod.enum(['main', 'spot', 'margin']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', balanceTransferResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceTransferResponseDataAmountRegExp)
})
})

export type BalanceTransferResponse = zod.input<typeof BalanceTransferResponse>;
export type BalanceTransferResponseOutput = zod.output<typeof BalanceTransferResponse>;
