/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const subAccountTransferTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const subAccountTransferAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const subAccountTransferCreatedAtMin = 0;


export const SubAccountTransfer = zod.object({
  "id": zod.uuid(),
  "subAccountId": zod.uuid().describe('A sub-account\'s id. Assumption: a UUID (the main account\'s id is shown as an external id too).'),
  "direction": zod.enum(['toSubAccount', 'toMainAccount']),
  "ticker": zod.stringFormat('ticker', subAccountTransferTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', subAccountTransferAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "createdAt": zod.int().min(subAccountTransferCreatedAtMin).describe('Seconds since the Unix epoch.')
})

export type SubAccountTransfer = zod.input<typeof SubAccountTransfer>;
export type SubAccountTransferOutput = zod.output<typeof SubAccountTransfer>;
