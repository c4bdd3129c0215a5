/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const linkWeb3WalletBodyAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const linkWeb3WalletBodyMessageMax = 2000;

export const linkWeb3WalletBodySignatureRegExp = new RegExp('^0x[0-9a-fA-F]{130}$');

export const LinkWeb3WalletBody = /*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', linkWeb3WalletBodyAddressRegExp),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(linkWeb3WalletBodyMessageMax)),
  "signature": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(linkWeb3WalletBodySignatureRegExp))
})

export type LinkWeb3WalletBody = zod.input<typeof LinkWeb3WalletBody>;
export type LinkWeb3WalletBodyOutput = zod.output<typeof LinkWeb3WalletBody>;
