/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsTerminatedSessionsResponseDataTerminatedMin = 0;


export const SettingsTerminatedSessionsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "terminated": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsTerminatedSessionsResponseDataTerminatedMin))
})
})

export type SettingsTerminatedSessionsResponse = zod.input<typeof SettingsTerminatedSessionsResponse>;
export type SettingsTerminatedSessionsResponseOutput = zod.output<typeof SettingsTerminatedSessionsResponse>;
