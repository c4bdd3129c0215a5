/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsWeb3WalletResponseDataAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const settingsWeb3WalletResponseDataCreatedAtMin = 0;


export const SettingsWeb3WalletResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', settingsWeb3WalletResponseDataAddressRegExp),
  "type": /*#__PURE__*/ zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsWeb3WalletResponseDataCreatedAtMin))
})
})

export type SettingsWeb3WalletResponse = zod.input<typeof SettingsWeb3WalletResponse>;
export type SettingsWeb3WalletResponseOutput = zod.output<typeof SettingsWeb3WalletResponse>;
