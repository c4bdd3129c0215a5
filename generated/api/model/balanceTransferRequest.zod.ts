/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const balanceTransferRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const balanceTransferRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const BalanceTransferRequest = zod.object({
  "from": zod.enum(['main', 'spot', 'margin']).describe('Assumption: the balances a transfer moves between; staking is moved by the earn calls instead.'),
  "to": zod.enum(['main', 'spot', 'margin']).describe('Assumption: the balances a transfer moves between; staking is moved by the earn calls instead.'),
  "ticker": zod.stringFormat('ticker', balanceTransferRequestTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', balanceTransferRequestAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('A transfer between the user\'s own balances (section 7 body `from, to, ticker, amount`).')

export type BalanceTransferRequest = zod.input<typeof BalanceTransferRequest>;
export type BalanceTransferRequestOutput = zod.output<typeof BalanceTransferRequest>;
