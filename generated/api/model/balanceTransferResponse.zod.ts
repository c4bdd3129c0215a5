/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const balanceTransferResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const balanceTransferResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const BalanceTransferResponse = zod.object({
  "data": zod.object({
  "from": zod.enum(['main', 'spot', 'margin']).describe('Assumption: the balances a transfer moves between; staking is moved by the earn calls instead.'),
  "to": zod.enum(['main', 'spot', 'margin']).describe('Assumption: the balances a transfer moves between; staking is moved by the earn calls instead.'),
  "ticker": zod.stringFormat('ticker', balanceTransferResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', balanceTransferResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('A transfer between the user\'s own balances (section 7 body `from, to, ticker, amount`).')
}).describe('Assumption: the answer repeats the accepted transfer.')

export type BalanceTransferResponse = zod.input<typeof BalanceTransferResponse>;
export type BalanceTransferResponseOutput = zod.output<typeof BalanceTransferResponse>;
