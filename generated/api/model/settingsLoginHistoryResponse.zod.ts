/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsLoginHistoryResponseDataItemIpMin = 2;
export const settingsLoginHistoryResponseDataItemIpMax = 45;

export const settingsLoginHistoryResponseDataItemDeviceMax = 200;

export const settingsLoginHistoryResponseDataItemLocationCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const settingsLoginHistoryResponseDataItemLocationCityMax = 100;

export const settingsLoginHistoryResponseDataItemCreatedAtMin = 0;

export const settingsLoginHistoryResponsePaginationLimitMax = 100;

export const settingsLoginHistoryResponsePaginationOffsetMin = 0;

export const settingsLoginHistoryResponsePaginationTotalMin = 0;


export const SettingsLoginHistoryResponse = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "ip": zod.string().min(settingsLoginHistoryResponseDataItemIpMin).max(settingsLoginHistoryResponseDataItemIpMax),
  "device": zod.string().min(1).max(settingsLoginHistoryResponseDataItemDeviceMax),
  "location": zod.object({
  "countryCode": zod.stringFormat('country-code', settingsLoginHistoryResponseDataItemLocationCountryCodeRegExp).optional().describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "city": zod.string().max(settingsLoginHistoryResponseDataItemLocationCityMax).optional()
}).optional().describe('Where a session or login came from, by IP.'),
  "method": zod.enum(['password', 'passkey', 'qr', 'web3', 'deviceCode', 'google', 'apple']).describe('The sign-in method (section 1).'),
  "status": zod.enum(['success', 'failed']),
  "createdAt": zod.int().min(settingsLoginHistoryResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A login attempt. Assumption: fields not shown; modelled on a typical login history.')),
  "pagination": zod.object({
  "limit": zod.int().min(1).max(settingsLoginHistoryResponsePaginationLimitMax),
  "offset": zod.int().min(settingsLoginHistoryResponsePaginationOffsetMin),
  "total": zod.int().min(settingsLoginHistoryResponsePaginationTotalMin)
}).describe('The pagination block of a web API list: `{ data: [...], pagination: { limit, offset, total } }`.')
})

export type SettingsLoginHistoryResponse = zod.input<typeof SettingsLoginHistoryResponse>;
export type SettingsLoginHistoryResponseOutput = zod.output<typeof SettingsLoginHistoryResponse>;
