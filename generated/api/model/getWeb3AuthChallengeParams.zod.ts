/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const getWeb3AuthChallengeParamsAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');

export const GetWeb3AuthChallengeParams = /*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', getWeb3AuthChallengeParamsAddressRegExp)
})

export type GetWeb3AuthChallengeParams = zod.input<typeof GetWeb3AuthChallengeParams>;
export type GetWeb3AuthChallengeParamsOutput = zod.output<typeof GetWeb3AuthChallengeParams>;
