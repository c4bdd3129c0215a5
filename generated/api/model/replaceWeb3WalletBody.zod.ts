/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const replaceWeb3WalletBodyAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const replaceWeb3WalletBodyMessageMax = 2000;

export const replaceWeb3WalletBodySignatureRegExp = new RegExp('^0x[0-9a-fA-F]{130}$');

export const ReplaceWeb3WalletBody = zod.object({
  "type": zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']).describe('The wallet the address comes from. Assumption: the values are not shown; modelled as the common browser wallets.'),
  "address": zod.stringFormat('evm-address', replaceWeb3WalletBodyAddressRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).'),
  "message": zod.string().min(1).max(replaceWeb3WalletBodyMessageMax).describe('The challenge message that was signed.'),
  "signature": zod.string().regex(replaceWeb3WalletBodySignatureRegExp).describe('The signature, hex.')
}).describe('A signed challenge. Assumption: modelled as the address, the wallet type, the signed message and the signature.')

export type ReplaceWeb3WalletBody = zod.input<typeof ReplaceWeb3WalletBody>;
export type ReplaceWeb3WalletBodyOutput = zod.output<typeof ReplaceWeb3WalletBody>;
