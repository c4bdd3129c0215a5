/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsSessionListResponseDataItemIpMin = 2;
export const settingsSessionListResponseDataItemIpMax = 45;

export const settingsSessionListResponseDataItemDeviceMax = 200;

export const settingsSessionListResponseDataItemLocationCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsSessionListResponseDataItemLocationCityMax = 100;

export const settingsSessionListResponseDataItemCreatedAtMin = 0;

export const settingsSessionListResponseDataItemLastActivityAtMin = 0;


export const SettingsSessionListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ip": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsSessionListResponseDataItemIpMin)).check(/*#__PURE__*/ zod.maxLength(settingsSessionListResponseDataItemIpMax)),
  "device": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsSessionListResponseDataItemDeviceMax)),
  "location": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "countryCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', settingsSessionListResponseDataItemLocationCountryCodeRegExp)),
  "city": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsSessionListResponseDataItemLocationCityMax)))
})),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsSessionListResponseDataItemCreatedAtMin)),
  "lastActivityAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsSessionListResponseDataItemLastActivityAtMin)),
  "isCurrent": /*#__PURE__*/ zod.boolean()
}))
})

export type SettingsSessionListResponse = zod.input<typeof SettingsSessionListResponse>;
export type SettingsSessionListResponseOutput = zod.output<typeof SettingsSessionListResponse>;
