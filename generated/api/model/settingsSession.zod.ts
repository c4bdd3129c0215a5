/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsSessionIpMin = 2;
export const settingsSessionIpMax = 45;

export const settingsSessionDeviceMax = 200;

export const settingsSessionLocationCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsSessionLocationCityMax = 100;

export const settingsSessionCreatedAtMin = 0;

export const settingsSessionLastActivityAtMin = 0;


export const SettingsSession = zod.object({
  "id": zod.int().min(1),
  "ip": zod.string().min(settingsSessionIpMin).max(settingsSessionIpMax).describe('The IPv4 or IPv6 address.'),
  "device": zod.string().min(1).max(settingsSessionDeviceMax).describe('Browser and operating system, e.g. Chrome 131 on macOS.'),
  "location": zod.object({
  "countryCode": zod.stringFormat('country-code', settingsSessionLocationCountryCodeRegExp).optional().describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "city": zod.string().max(settingsSessionLocationCityMax).optional()
}).optional().describe('Where a session or login came from, by IP.'),
  "createdAt": zod.int().min(settingsSessionCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "lastActivityAt": zod.int().min(settingsSessionLastActivityAtMin).describe('Seconds since the Unix epoch.'),
  "isCurrent": zod.boolean().describe('This is the session making the request.')
}).describe('An active session (device management). Assumption: fields not shown; modelled on a typical device list.')

export type SettingsSession = zod.input<typeof SettingsSession>;
export type SettingsSessionOutput = zod.output<typeof SettingsSession>;
