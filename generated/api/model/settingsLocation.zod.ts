/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsLocationCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsLocationCityMax = 100;


export const SettingsLocation = zod.object({
  "countryCode": zod.stringFormat('country-code', settingsLocationCountryCodeRegExp).optional().describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "city": zod.string().max(settingsLocationCityMax).optional()
}).describe('Where a session or login came from, by IP.')

export type SettingsLocation = zod.input<typeof SettingsLocation>;
export type SettingsLocationOutput = zod.output<typeof SettingsLocation>;
