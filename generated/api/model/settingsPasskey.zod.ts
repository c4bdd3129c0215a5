/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsPasskeyNameMax = 64;

export const settingsPasskeyCreatedAtMin = 0;

export const settingsPasskeyLastUsedAtMin = 0;


export const SettingsPasskey = zod.object({
  "id": zod.int().min(1),
  "name": zod.string().min(1).max(settingsPasskeyNameMax),
  "createdAt": zod.int().min(settingsPasskeyCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "lastUsedAt": zod.int().min(settingsPasskeyLastUsedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('A passkey (section 3 "Passkey": id, name). Assumption: the dates are modelled on a typical passkey list.')

export type SettingsPasskey = zod.input<typeof SettingsPasskey>;
export type SettingsPasskeyOutput = zod.output<typeof SettingsPasskey>;
