/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const getWeb3AuthChallengeParamsAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');

export const GetWeb3AuthChallengeParams = zod.object({
  "type": zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']).describe('The wallet the address comes from. Assumption: the values are not shown; modelled as the common browser wallets.'),
  "address": zod.stringFormat('evm-address', getWeb3AuthChallengeParamsAddressRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).')
})

export type GetWeb3AuthChallengeParams = zod.input<typeof GetWeb3AuthChallengeParams>;
export type GetWeb3AuthChallengeParamsOutput = zod.output<typeof GetWeb3AuthChallengeParams>;
