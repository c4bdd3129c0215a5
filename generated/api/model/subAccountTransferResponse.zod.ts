/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const subAccountTransferResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const subAccountTransferResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const subAccountTransferResponseDataCreatedAtMin = 0;


export const SubAccountTransferResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "subAccountId": /*#__PURE__*/ zod.uuid(),
  "direction": /*#__PURE__*/ zod.enum(['toSubAccount', 'toMainAccount']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', subAccountTransferResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', subAccountTransferResponseDataAmountRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(subAccountTransferResponseDataCreatedAtMin))
})
})

export type SubAccountTransferResponse = zod.input<typeof SubAccountTransferResponse>;
export type SubAccountTransferResponseOutput = zod.output<typeof SubAccountTransferResponse>;
