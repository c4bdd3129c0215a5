/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsPasskeyListResponseDataItemNameMax = 64;

export const settingsPasskeyListResponseDataItemCreatedAtMin = 0;

export const settingsPasskeyListResponseDataItemLastUsedAtMin = 0;


export const SettingsPasskeyListResponse = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "name": zod.string().min(1).max(settingsPasskeyListResponseDataItemNameMax),
  "createdAt": zod.int().min(settingsPasskeyListResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "lastUsedAt": zod.int().min(settingsPasskeyListResponseDataItemLastUsedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('A passkey (section 3 "Passkey": id, name). Assumption: the dates are modelled on a typical passkey list.'))
})

export type SettingsPasskeyListResponse = zod.input<typeof SettingsPasskeyListResponse>;
export type SettingsPasskeyListResponseOutput = zod.output<typeof SettingsPasskeyListResponse>;
