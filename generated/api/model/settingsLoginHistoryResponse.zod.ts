/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsLoginHistoryResponseDataItemIpMin = 2;
export const settingsLoginHistoryResponseDataItemIpMax = 45;

export const settingsLoginHistoryResponseDataItemDeviceMax = 200;

export const settingsLoginHistoryResponseDataItemLocationCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsLoginHistoryResponseDataItemLocationCityMax = 100;

export const settingsLoginHistoryResponseDataItemCreatedAtMin = 0;

export const settingsLoginHistoryResponsePaginationLimitMax = 100;

export const settingsLoginHistoryResponsePaginationOffsetMin = 0;

export const settingsLoginHistoryResponsePaginationTotalMin = 0;


export const SettingsLoginHistoryResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ip": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsLoginHistoryResponseDataItemIpMin)).check(/*#__PURE__*/ zod.maxLength(settingsLoginHistoryResponseDataItemIpMax)),
  "device": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsLoginHistoryResponseDataItemDeviceMax)),
  "location": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "countryCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', settingsLoginHistoryResponseDataItemLocationCountryCodeRegExp)),
  "city": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsLoginHistoryResponseDataItemLocationCityMax)))
})),
  "method": /*#__PURE__*/ zod.enum(['password', 'passkey', 'qr', 'web3', 'deviceCode', 'google', 'apple']),
  "status": /*#__PURE__*/ zod.enum(['success', 'failed']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsLoginHistoryResponseDataItemCreatedAtMin))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(settingsLoginHistoryResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsLoginHistoryResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsLoginHistoryResponsePaginationTotalMin))
})
})

export type SettingsLoginHistoryResponse = zod.input<typeof SettingsLoginHistoryResponse>;
export type SettingsLoginHistoryResponseOutput = zod.output<typeof SettingsLoginHistoryResponse>;
