/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsPasskeyResponseDataNameMax = 64;

export const settingsPasskeyResponseDataCreatedAtMin = 0;

export const settingsPasskeyResponseDataLastUsedAtMin = 0;


export const SettingsPasskeyResponse = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "name": zod.string().min(1).max(settingsPasskeyResponseDataNameMax),
  "createdAt": zod.int().min(settingsPasskeyResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "lastUsedAt": zod.int().min(settingsPasskeyResponseDataLastUsedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('A passkey (section 3 "Passkey": id, name). Assumption: the dates are modelled on a typical passkey list.')
})

export type SettingsPasskeyResponse = zod.input<typeof SettingsPasskeyResponse>;
export type SettingsPasskeyResponseOutput = zod.output<typeof SettingsPasskeyResponse>;
