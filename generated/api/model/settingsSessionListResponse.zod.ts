/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsSessionListResponseDataItemIpMin = 2;
export const settingsSessionListResponseDataItemIpMax = 45;

export const settingsSessionListResponseDataItemDeviceMax = 200;

export const settingsSessionListResponseDataItemLocationCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsSessionListResponseDataItemLocationCityMax = 100;

export const settingsSessionListResponseDataItemCreatedAtMin = 0;

export const settingsSessionListResponseDataItemLastActivityAtMin = 0;


export const SettingsSessionListResponse = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "ip": zod.string().min(settingsSessionListResponseDataItemIpMin).max(settingsSessionListResponseDataItemIpMax).describe('The IPv4 or IPv6 address.'),
  "device": zod.string().min(1).max(settingsSessionListResponseDataItemDeviceMax).describe('Browser and operating system, e.g. Chrome 131 on macOS.'),
  "location": zod.object({
  "countryCode": zod.stringFormat('country-code', settingsSessionListResponseDataItemLocationCountryCodeRegExp).optional().describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "city": zod.string().max(settingsSessionListResponseDataItemLocationCityMax).optional()
}).optional().describe('Where a session or login came from, by IP.'),
  "createdAt": zod.int().min(settingsSessionListResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "lastActivityAt": zod.int().min(settingsSessionListResponseDataItemLastActivityAtMin).describe('Seconds since the Unix epoch.'),
  "isCurrent": zod.boolean().describe('This is the session making the request.')
}).describe('An active session (device management). Assumption: fields not shown; modelled on a typical device list.'))
})

export type SettingsSessionListResponse = zod.input<typeof SettingsSessionListResponse>;
export type SettingsSessionListResponseOutput = zod.output<typeof SettingsSessionListResponse>;
