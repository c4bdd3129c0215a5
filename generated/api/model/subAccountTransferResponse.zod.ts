/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const subAccountTransferResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const subAccountTransferResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const subAccountTransferResponseDataCreatedAtMin = 0;


export const SubAccountTransferResponse = zod.object({
  "data": zod.object({
  "id": zod.uuid(),
  "subAccountId": zod.uuid().describe('A sub-account\'s id. Assumption: a UUID (the main account\'s id is shown as an external id too).'),
  "direction": zod.enum(['toSubAccount', 'toMainAccount']),
  "ticker": zod.stringFormat('ticker', subAccountTransferResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', subAccountTransferResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "createdAt": zod.int().min(subAccountTransferResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.')
})
})

export type SubAccountTransferResponse = zod.input<typeof SubAccountTransferResponse>;
export type SubAccountTransferResponseOutput = zod.output<typeof SubAccountTransferResponse>;
