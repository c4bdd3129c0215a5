/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const replaceWeb3WalletBodyAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const replaceWeb3WalletBodyMessageMax = 2000;

export const replaceWeb3WalletBodySignatureRegExp = new RegExp('^0x[0-9a-fA-F]{130}$');

export const ReplaceWeb3WalletBody = /*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', replaceWeb3WalletBodyAddressRegExp),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(replaceWeb3WalletBodyMessageMax)),
  "signature": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(replaceWeb3WalletBodySignatureRegExp))
})

export type ReplaceWeb3WalletBody = zod.input<typeof ReplaceWeb3WalletBody>;
export type ReplaceWeb3WalletBodyOutput = zod.output<typeof ReplaceWeb3WalletBody>;
