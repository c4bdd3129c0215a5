/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsLoginHistoryItemIpMin = 2;
export const settingsLoginHistoryItemIpMax = 45;

export const settingsLoginHistoryItemDeviceMax = 200;

export const settingsLoginHistoryItemLocationCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsLoginHistoryItemLocationCityMax = 100;

export const settingsLoginHistoryItemCreatedAtMin = 0;


export const SettingsLoginHistoryItem = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ip": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsLoginHistoryItemIpMin)).check(/*#__PURE__*/ zod.maxLength(settingsLoginHistoryItemIpMax)),
  "device": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsLoginHistoryItemDeviceMax)),
  "location": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "countryCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', settingsLoginHistoryItemLocationCountryCodeRegExp)),
  "city": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsLoginHistoryItemLocationCityMax)))
})),
  "method": /*#__PURE__*/ zod.enum(['password', 'passkey', 'qr', 'web3', 'deviceCode', 'google', 'apple']),
  "status": /*#__PURE__*/ zod.enum(['success', 'failed']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsLoginHistoryItemCreatedAtMin))
})

export type SettingsLoginHistoryItem = zod.input<typeof SettingsLoginHistoryItem>;
export type SettingsLoginHistoryItemOutput = zod.output<typeof SettingsLoginHistoryItem>;
