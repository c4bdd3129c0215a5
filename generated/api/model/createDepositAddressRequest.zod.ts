/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const createDepositAddressRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createDepositAddressRequestNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const createDepositAddressRequestTypeMax = 32;


export const CreateDepositAddressRequest = zod.object({
  "ticker": zod.stringFormat('ticker', createDepositAddressRequestTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', createDepositAddressRequestNetworkRegExp),
  "type": zod.string().min(1).max(createDepositAddressRequestTypeMax).optional()
}).describe('A new deposit address (the `canCreateManyAddresses` privilege allows more than one per network). Assumption: the spec shows no body; ticker, network and an optional address type.')

export type CreateDepositAddressRequest = zod.input<typeof CreateDepositAddressRequest>;
export type CreateDepositAddressRequestOutput = zod.output<typeof CreateDepositAddressRequest>;
