/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsPasskeyNameMax = 64;

export const settingsPasskeyCreatedAtMin = 0;

export const settingsPasskeyLastUsedAtMin = 0;


export const SettingsPasskey = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsPasskeyNameMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsPasskeyCreatedAtMin)),
  "lastUsedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsPasskeyLastUsedAtMin)))
})

export type SettingsPasskey = zod.input<typeof SettingsPasskey>;
export type SettingsPasskeyOutput = zod.output<typeof SettingsPasskey>;
