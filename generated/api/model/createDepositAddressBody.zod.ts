/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const createDepositAddressBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createDepositAddressBodyNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const createDepositAddressBodyTypeMax = 32;


export const CreateDepositAddressBody = zod.object({
  "ticker": zod.stringFormat('ticker', createDepositAddressBodyTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', createDepositAddressBodyNetworkRegExp),
  "type": zod.string().min(1).max(createDepositAddressBodyTypeMax).optional()
}).describe('A new deposit address (the `canCreateManyAddresses` privilege allows more than one per network). Assumption: the spec shows no body; ticker, network and an optional address type.')

export type CreateDepositAddressBody = zod.input<typeof CreateDepositAddressBody>;
export type CreateDepositAddressBodyOutput = zod.output<typeof CreateDepositAddressBody>;
