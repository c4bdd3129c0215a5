/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthWeb3WalletType = zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']).describe('The wallet the address comes from. Assumption: the values are not shown; modelled as the common browser wallets.')

export type AuthWeb3WalletType = zod.input<typeof AuthWeb3WalletType>;
export type AuthWeb3WalletTypeOutput = zod.output<typeof AuthWeb3WalletType>;
