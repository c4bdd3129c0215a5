/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const addWhitelistAddressBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const addWhitelistAddressBodyNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');
export const addWhitelistAddressBodyAddressMin = 8;
export const addWhitelistAddressBodyAddressMax = 128;

export const addWhitelistAddressBodyMemoMax = 128;

export const addWhitelistAddressBodyLabelMax = 64;

export const addWhitelistAddressBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const AddWhitelistAddressBody = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', addWhitelistAddressBodyTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', addWhitelistAddressBodyNetworkRegExp),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(addWhitelistAddressBodyAddressMin)).check(/*#__PURE__*/ zod.maxLength(addWhitelistAddressBodyAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(addWhitelistAddressBodyMemoMax))),
  "label": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(addWhitelistAddressBodyLabelMax)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(addWhitelistAddressBodyTotpRegExp)))
})

export type AddWhitelistAddressBody = zod.input<typeof AddWhitelistAddressBody>;
export type AddWhitelistAddressBodyOutput = zod.output<typeof AddWhitelistAddressBody>;
