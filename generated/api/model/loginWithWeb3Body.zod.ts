/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const loginWithWeb3BodyAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const loginWithWeb3BodyMessageMax = 2000;

export const loginWithWeb3BodySignatureRegExp = new RegExp('^0x[0-9a-fA-F]{130}$');

export const LoginWithWeb3Body = zod.object({
  "type": zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']).describe('The wallet the address comes from. Assumption: the values are not shown; modelled as the common browser wallets.'),
  "address": zod.stringFormat('evm-address', loginWithWeb3BodyAddressRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).'),
  "message": zod.string().min(1).max(loginWithWeb3BodyMessageMax).describe('The challenge message that was signed.'),
  "signature": zod.string().regex(loginWithWeb3BodySignatureRegExp).describe('The signature, hex.')
}).describe('A signed challenge. Assumption: modelled as the address, the wallet type, the signed message and the signature.')

export type LoginWithWeb3Body = zod.input<typeof LoginWithWeb3Body>;
export type LoginWithWeb3BodyOutput = zod.output<typeof LoginWithWeb3Body>;
