/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const linkWeb3WalletBodyAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const linkWeb3WalletBodyMessageMax = 2000;

export const linkWeb3WalletBodySignatureRegExp = new RegExp('^0x[0-9a-fA-F]{130}$');

export const LinkWeb3WalletBody = zod.object({
  "type": zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']).describe('The wallet the address comes from. Assumption: the values are not shown; modelled as the common browser wallets.'),
  "address": zod.stringFormat('evm-address', linkWeb3WalletBodyAddressRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).'),
  "message": zod.string().min(1).max(linkWeb3WalletBodyMessageMax).describe('The challenge message that was signed.'),
  "signature": zod.string().regex(linkWeb3WalletBodySignatureRegExp).describe('The signature, hex.')
}).describe('A signed challenge. Assumption: modelled as the address, the wallet type, the signed message and the signature.')

export type LinkWeb3WalletBody = zod.input<typeof LinkWeb3WalletBody>;
export type LinkWeb3WalletBodyOutput = zod.output<typeof LinkWeb3WalletBody>;
