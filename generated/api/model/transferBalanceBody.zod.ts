/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const transferBalanceBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const transferBalanceBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const TransferBalanceBody = /*#__PURE__*/ zod.object({
  "from": /*#__PURE__*/ zod.enum(['main', 'spot', 'margin']),
  "to": /*#__PURE__*/ zod.enum(['main', 'spot', 'margin']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', transferBalanceBodyTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', transferBalanceBodyAmountRegExp)
})

export type TransferBalanceBody = zod.input<typeof TransferBalanceBody>;
export type TransferBalanceBodyOutput = zod.output<typeof TransferBalanceBody>;
