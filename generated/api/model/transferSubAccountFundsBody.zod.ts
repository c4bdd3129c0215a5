/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const transferSubAccountFundsBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const transferSubAccountFundsBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const TransferSubAccountFundsBody = zod.object({
  "subAccountId": zod.uuid().describe('A sub-account\'s id. Assumption: a UUID (the main account\'s id is shown as an external id too).'),
  "direction": zod.enum(['toSubAccount', 'toMainAccount']),
  "ticker": zod.stringFormat('ticker', transferSubAccountFundsBodyTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', transferSubAccountFundsBodyAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('Moves funds between the main account and a sub-account. Assumption: the field names are not shown.')

export type TransferSubAccountFundsBody = zod.input<typeof TransferSubAccountFundsBody>;
export type TransferSubAccountFundsBodyOutput = zod.output<typeof TransferSubAccountFundsBody>;
