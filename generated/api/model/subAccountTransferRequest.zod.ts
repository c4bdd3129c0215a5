/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const subAccountTransferRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const subAccountTransferRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const SubAccountTransferRequest = /*#__PURE__*/ zod.object({
  "subAccountId": /*#__PURE__*/ zod.uuid(),
  "direction": /*#__PURE__*/ zod.enum(['toSubAccount', 'toMainAccount']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', subAccountTransferRequestTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', subAccountTransferRequestAmountRegExp)
})

export type SubAccountTransferRequest = zod.input<typeof SubAccountTransferRequest>;
export type SubAccountTransferRequestOutput = zod.output<typeof SubAccountTransferRequest>;
