/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const subAccountTransferTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const subAccountTransferAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const subAccountTransferCreatedAtMin = 0;


export const SubAccountTransfer = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "subAccountId": /*#__PURE__*/ zod.uuid(),
  "direction": /*#__PURE__*/ zod.enum(['toSubAccount', 'toMainAccount']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', subAccountTransferTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', subAccountTransferAmountRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(subAccountTransferCreatedAtMin))
})

export type SubAccountTransfer = zod.input<typeof SubAccountTransfer>;
export type SubAccountTransferOutput = zod.output<typeof SubAccountTransfer>;
