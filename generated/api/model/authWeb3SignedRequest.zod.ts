/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authWeb3SignedRequestAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const authWeb3SignedRequestMessageMax = 2000;

export const authWeb3SignedRequestSignatureRegExp = new RegExp('^0x[0-9a-fA-F]{130}$');

export const AuthWeb3SignedRequest = zod.object({
  "type": zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']).describe('The wallet the address comes from. Assumption: the values are not shown; modelled as the common browser wallets.'),
  "address": zod.stringFormat('evm-address', authWeb3SignedRequestAddressRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).'),
  "message": zod.string().min(1).max(authWeb3SignedRequestMessageMax).describe('The challenge message that was signed.'),
  "signature": zod.string().regex(authWeb3SignedRequestSignatureRegExp).describe('The signature, hex.')
}).describe('A signed challenge. Assumption: modelled as the address, the wallet type, the signed message and the signature.')

export type AuthWeb3SignedRequest = zod.input<typeof AuthWeb3SignedRequest>;
export type AuthWeb3SignedRequestOutput = zod.output<typeof AuthWeb3SignedRequest>;
