/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const currencyNetworkCodeRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const currencyNetworkNameMax = 64;

export const currencyNetworkConfirmationsMin = 0;
export const currencyNetworkConfirmationsMax = 10000;

export const currencyNetworkMinDepositRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyNetworkMinWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyNetworkWithdrawFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CurrencyNetwork = zod.object({
  "code": zod.stringFormat('network', currencyNetworkCodeRegExp).describe('Network code, e.g. ERC20, TRC20, BTC.'),
  "name": zod.string().min(1).max(currencyNetworkNameMax),
  "explorer": zod.url().describe('Block explorer link of the network.'),
  "isDepositable": zod.boolean(),
  "isWithdrawal": zod.boolean(),
  "isMemo": zod.boolean().optional().describe('Whether deposits need a memo (tag).'),
  "confirmations": zod.int().min(currencyNetworkConfirmationsMin).max(currencyNetworkConfirmationsMax).optional(),
  "minDeposit": zod.stringFormat('decimal-unsigned', currencyNetworkMinDepositRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "minWithdraw": zod.stringFormat('decimal-unsigned', currencyNetworkMinWithdrawRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "withdrawFee": zod.stringFormat('decimal-unsigned', currencyNetworkWithdrawFeeRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('A network a currency moves on (section 3 "Currency" networks: explorer, isDepositable, isWithdrawal; more fields not shown). Assumption: networks are a list whose entries carry their code and name; the limits and fee are optional.')

export type CurrencyNetwork = zod.input<typeof CurrencyNetwork>;
export type CurrencyNetworkOutput = zod.output<typeof CurrencyNetwork>;
