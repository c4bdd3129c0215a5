/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsLoginHistoryItemIpMin = 2;
export const settingsLoginHistoryItemIpMax = 45;

export const settingsLoginHistoryItemDeviceMax = 200;

export const settingsLoginHistoryItemLocationCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsLoginHistoryItemLocationCityMax = 100;

export const settingsLoginHistoryItemCreatedAtMin = 0;


export const SettingsLoginHistoryItem = zod.object({
  "id": zod.int().min(1),
  "ip": zod.string().min(settingsLoginHistoryItemIpMin).max(settingsLoginHistoryItemIpMax),
  "device": zod.string().min(1).max(settingsLoginHistoryItemDeviceMax),
  "location": zod.object({
  "countryCode": zod.stringFormat('country-code', settingsLoginHistoryItemLocationCountryCodeRegExp).optional().describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "city": zod.string().max(settingsLoginHistoryItemLocationCityMax).optional()
}).optional().describe('Where a session or login came from, by IP.'),
  "method": zod.enum(['password', 'passkey', 'qr', 'web3', 'deviceCode', 'google', 'apple']).describe('The sign-in method (section 1).'),
  "status": zod.enum(['success', 'failed']),
  "createdAt": zod.int().min(settingsLoginHistoryItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A login attempt. Assumption: fields not shown; modelled on a typical login history.')

export type SettingsLoginHistoryItem = zod.input<typeof SettingsLoginHistoryItem>;
export type SettingsLoginHistoryItemOutput = zod.output<typeof SettingsLoginHistoryItem>;
