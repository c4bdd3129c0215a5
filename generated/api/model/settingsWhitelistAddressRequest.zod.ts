/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsWhitelistAddressRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsWhitelistAddressRequestNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');
export const settingsWhitelistAddressRequestAddressMin = 8;
export const settingsWhitelistAddressRequestAddressMax = 128;

export const settingsWhitelistAddressRequestMemoMax = 128;

export const settingsWhitelistAddressRequestLabelMax = 64;

export const settingsWhitelistAddressRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsWhitelistAddressRequest = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', settingsWhitelistAddressRequestTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', settingsWhitelistAddressRequestNetworkRegExp),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsWhitelistAddressRequestAddressMin)).check(/*#__PURE__*/ zod.maxLength(settingsWhitelistAddressRequestAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsWhitelistAddressRequestMemoMax))),
  "label": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsWhitelistAddressRequestLabelMax)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsWhitelistAddressRequestTotpRegExp)))
})

export type SettingsWhitelistAddressRequest = zod.input<typeof SettingsWhitelistAddressRequest>;
export type SettingsWhitelistAddressRequestOutput = zod.output<typeof SettingsWhitelistAddressRequest>;
