/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authWeb3SignedRequestAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const authWeb3SignedRequestMessageMax = 2000;

export const authWeb3SignedRequestSignatureRegExp = new RegExp('^0x[0-9a-fA-F]{130}$');

export const AuthWeb3SignedRequest = /*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', authWeb3SignedRequestAddressRegExp),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authWeb3SignedRequestMessageMax)),
  "signature": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(authWeb3SignedRequestSignatureRegExp))
})

export type AuthWeb3SignedRequest = zod.input<typeof AuthWeb3SignedRequest>;
export type AuthWeb3SignedRequestOutput = zod.output<typeof AuthWeb3SignedRequest>;
