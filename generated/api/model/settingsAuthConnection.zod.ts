/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsAuthConnectionEmailMax = 254;

export const settingsAuthConnectionCreatedAtMin = 0;


export const SettingsAuthConnection = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "provider": /*#__PURE__*/ zod.enum(['google', 'apple']),
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(settingsAuthConnectionEmailMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsAuthConnectionCreatedAtMin))
})

export type SettingsAuthConnection = zod.input<typeof SettingsAuthConnection>;
export type SettingsAuthConnectionOutput = zod.output<typeof SettingsAuthConnection>;
