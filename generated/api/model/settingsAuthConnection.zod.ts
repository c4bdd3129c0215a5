/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsAuthConnectionEmailMax = 254;

export const settingsAuthConnectionCreatedAtMin = 0;


export const SettingsAuthConnection = zod.object({
  "id": zod.int().min(1),
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).'),
  "email": zod.email().max(settingsAuthConnectionEmailMax).describe('An e-mail address.'),
  "createdAt": zod.int().min(settingsAuthConnectionCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A third-party account linked for sign-in (account connections). Assumption: fields not shown; modelled as the provider, its e-mail and when it was linked.')

export type SettingsAuthConnection = zod.input<typeof SettingsAuthConnection>;
export type SettingsAuthConnectionOutput = zod.output<typeof SettingsAuthConnection>;
