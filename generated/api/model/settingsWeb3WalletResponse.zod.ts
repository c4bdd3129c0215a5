/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsWeb3WalletResponseDataAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const settingsWeb3WalletResponseDataCreatedAtMin = 0;


export const SettingsWeb3WalletResponse = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "address": zod.stringFormat('evm-address', settingsWeb3WalletResponseDataAddressRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).'),
  "type": zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']).describe('The wallet the address comes from. Assumption: the values are not shown; modelled as the common browser wallets.'),
  "createdAt": zod.int().min(settingsWeb3WalletResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('The wallet linked for web3 sign-in. Assumption: fields modelled on a linked wallet.')
})

export type SettingsWeb3WalletResponse = zod.input<typeof SettingsWeb3WalletResponse>;
export type SettingsWeb3WalletResponseOutput = zod.output<typeof SettingsWeb3WalletResponse>;
