/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const loginWithWeb3BodyAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const loginWithWeb3BodyMessageMax = 2000;

export const loginWithWeb3BodySignatureRegExp = new RegExp('^0x[0-9a-fA-F]{130}$');

export const LoginWithWeb3Body = /*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', loginWithWeb3BodyAddressRegExp),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(loginWithWeb3BodyMessageMax)),
  "signature": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(loginWithWeb3BodySignatureRegExp))
})

export type LoginWithWeb3Body = zod.input<typeof LoginWithWeb3Body>;
export type LoginWithWeb3BodyOutput = zod.output<typeof LoginWithWeb3Body>;
