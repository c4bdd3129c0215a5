/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsWhitelistAddressTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsWhitelistAddressNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');
export const settingsWhitelistAddressAddressMin = 8;
export const settingsWhitelistAddressAddressMax = 128;

export const settingsWhitelistAddressMemoMax = 128;

export const settingsWhitelistAddressLabelMax = 64;

export const settingsWhitelistAddressCreatedAtMin = 0;


export const SettingsWhitelistAddress = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', settingsWhitelistAddressTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', settingsWhitelistAddressNetworkRegExp),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsWhitelistAddressAddressMin)).check(/*#__PURE__*/ zod.maxLength(settingsWhitelistAddressAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsWhitelistAddressMemoMax))),
  "label": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsWhitelistAddressLabelMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsWhitelistAddressCreatedAtMin))
})

export type SettingsWhitelistAddress = zod.input<typeof SettingsWhitelistAddress>;
export type SettingsWhitelistAddressOutput = zod.output<typeof SettingsWhitelistAddress>;
