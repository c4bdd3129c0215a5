/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsWeb3WalletAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const settingsWeb3WalletCreatedAtMin = 0;


export const SettingsWeb3Wallet = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', settingsWeb3WalletAddressRegExp),
  "type": /*#__PURE__*/ zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsWeb3WalletCreatedAtMin))
})

export type SettingsWeb3Wallet = zod.input<typeof SettingsWeb3Wallet>;
export type SettingsWeb3WalletOutput = zod.output<typeof SettingsWeb3Wallet>;
