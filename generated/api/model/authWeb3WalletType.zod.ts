/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthWeb3WalletType = /*#__PURE__*/ zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust'])

export type AuthWeb3WalletType = zod.input<typeof AuthWeb3WalletType>;
export type AuthWeb3WalletTypeOutput = zod.output<typeof AuthWeb3WalletType>;
