/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const transferSubAccountFundsBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const transferSubAccountFundsBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const TransferSubAccountFundsBody = /*#__PURE__*/ zod.object({
  "subAccountId": /*#__PURE__*/ zod.uuid(),
  "direction": /*#__PURE__*/ zod.enum(['toSubAccount', 'toMainAccount']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', transferSubAccountFundsBodyTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', transferSubAccountFundsBodyAmountRegExp)
})

export type TransferSubAccountFundsBody = zod.input<typeof TransferSubAccountFundsBody>;
export type TransferSubAccountFundsBodyOutput = zod.output<typeof TransferSubAccountFundsBody>;
