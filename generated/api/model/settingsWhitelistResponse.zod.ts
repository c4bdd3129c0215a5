/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsWhitelistResponseDataAddressesItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsWhitelistResponseDataAddressesItemNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');
export const settingsWhitelistResponseDataAddressesItemAddressMin = 8;
export const settingsWhitelistResponseDataAddressesItemAddressMax = 128;

export const settingsWhitelistResponseDataAddressesItemMemoMax = 128;

export const settingsWhitelistResponseDataAddressesItemLabelMax = 64;

export const settingsWhitelistResponseDataAddressesItemCreatedAtMin = 0;


export const SettingsWhitelistResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "addresses": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', settingsWhitelistResponseDataAddressesItemTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', settingsWhitelistResponseDataAddressesItemNetworkRegExp),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsWhitelistResponseDataAddressesItemAddressMin)).check(/*#__PURE__*/ zod.maxLength(settingsWhitelistResponseDataAddressesItemAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsWhitelistResponseDataAddressesItemMemoMax))),
  "label": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsWhitelistResponseDataAddressesItemLabelMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsWhitelistResponseDataAddressesItemCreatedAtMin))
}))
})
})

export type SettingsWhitelistResponse = zod.input<typeof SettingsWhitelistResponse>;
export type SettingsWhitelistResponseOutput = zod.output<typeof SettingsWhitelistResponse>;
