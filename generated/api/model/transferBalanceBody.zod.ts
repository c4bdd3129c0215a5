/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const transferBalanceBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const transferBalanceBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const TransferBalanceBody = zod.object({
  "from": zod.enum(['main', 'spot', 'margin']).describe('Assumption: the balances a transfer moves between; staking is moved by the earn calls instead.'),
  "to": zod.enum(['main', 'spot', 'margin']).describe('Assumption: the balances a transfer moves between; staking is moved by the earn calls instead.'),
  "ticker": zod.stringFormat('ticker', transferBalanceBodyTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', transferBalanceBodyAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('A transfer between the user\'s own balances (section 7 body `from, to, ticker, amount`).')

export type TransferBalanceBody = zod.input<typeof TransferBalanceBody>;
export type TransferBalanceBodyOutput = zod.output<typeof TransferBalanceBody>;
