/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsSessionIpMin = 2;
export const settingsSessionIpMax = 45;

export const settingsSessionDeviceMax = 200;

export const settingsSessionLocationCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsSessionLocationCityMax = 100;

export const settingsSessionCreatedAtMin = 0;

export const settingsSessionLastActivityAtMin = 0;


export const SettingsSession = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ip": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsSessionIpMin)).check(/*#__PURE__*/ zod.maxLength(settingsSessionIpMax)),
  "device": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsSessionDeviceMax)),
  "location": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "countryCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', settingsSessionLocationCountryCodeRegExp)),
  "city": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsSessionLocationCityMax)))
})),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsSessionCreatedAtMin)),
  "lastActivityAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsSessionLastActivityAtMin)),
  "isCurrent": /*#__PURE__*/ zod.boolean()
})

export type SettingsSession = zod.input<typeof SettingsSession>;
export type SettingsSessionOutput = zod.output<typeof SettingsSession>;
