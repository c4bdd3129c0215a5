/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsAuthConnectionListResponseDataItemEmailMax = 254;

export const settingsAuthConnectionListResponseDataItemCreatedAtMin = 0;


export const SettingsAuthConnectionListResponse = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).'),
  "email": zod.email().max(settingsAuthConnectionListResponseDataItemEmailMax).describe('An e-mail address.'),
  "createdAt": zod.int().min(settingsAuthConnectionListResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A third-party account linked for sign-in (account connections). Assumption: fields not shown; modelled as the provider, its e-mail and when it was linked.'))
})

export type SettingsAuthConnectionListResponse = zod.input<typeof SettingsAuthConnectionListResponse>;
export type SettingsAuthConnectionListResponseOutput = zod.output<typeof SettingsAuthConnectionListResponse>;
