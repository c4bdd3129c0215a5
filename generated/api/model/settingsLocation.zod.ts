/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsLocationCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsLocationCityMax = 100;


export const SettingsLocation = /*#__PURE__*/ zod.object({
  "countryCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', settingsLocationCountryCodeRegExp)),
  "city": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsLocationCityMax)))
})

export type SettingsLocation = zod.input<typeof SettingsLocation>;
export type SettingsLocationOutput = zod.output<typeof SettingsLocation>;
