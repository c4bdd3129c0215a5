/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsWhitelistAddressResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsWhitelistAddressResponseDataNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');
export const settingsWhitelistAddressResponseDataAddressMin = 8;
export const settingsWhitelistAddressResponseDataAddressMax = 128;

export const settingsWhitelistAddressResponseDataMemoMax = 128;

export const settingsWhitelistAddressResponseDataLabelMax = 64;

export const settingsWhitelistAddressResponseDataCreatedAtMin = 0;


export const SettingsWhitelistAddressResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', settingsWhitelistAddressResponseDataTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', settingsWhitelistAddressResponseDataNetworkRegExp),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsWhitelistAddressResponseDataAddressMin)).check(/*#__PURE__*/ zod.maxLength(settingsWhitelistAddressResponseDataAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsWhitelistAddressResponseDataMemoMax))),
  "label": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsWhitelistAddressResponseDataLabelMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsWhitelistAddressResponseDataCreatedAtMin))
})
})

export type SettingsWhitelistAddressResponse = zod.input<typeof SettingsWhitelistAddressResponse>;
export type SettingsWhitelistAddressResponseOutput = zod.output<typeof SettingsWhitelistAddressResponse>;
