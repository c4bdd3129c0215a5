/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsAuthConnectionResponseDataEmailMax = 254;

export const settingsAuthConnectionResponseDataCreatedAtMin = 0;


export const SettingsAuthConnectionResponse = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).'),
  "email": zod.email().max(settingsAuthConnectionResponseDataEmailMax).describe('An e-mail address.'),
  "createdAt": zod.int().min(settingsAuthConnectionResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A third-party account linked for sign-in (account connections). Assumption: fields not shown; modelled as the provider, its e-mail and when it was linked.')
})

export type SettingsAuthConnectionResponse = zod.input<typeof SettingsAuthConnectionResponse>;
export type SettingsAuthConnectionResponseOutput = zod.output<typeof SettingsAuthConnectionResponse>;
