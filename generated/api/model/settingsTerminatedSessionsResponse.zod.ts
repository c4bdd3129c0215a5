/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsTerminatedSessionsResponseDataTerminatedMin = 0;


export const SettingsTerminatedSessionsResponse = zod.object({
  "data": zod.object({
  "terminated": zod.int().min(settingsTerminatedSessionsResponseDataTerminatedMin).describe('How many sessions were ended.')
})
})

export type SettingsTerminatedSessionsResponse = zod.input<typeof SettingsTerminatedSessionsResponse>;
export type SettingsTerminatedSessionsResponseOutput = zod.output<typeof SettingsTerminatedSessionsResponse>;
