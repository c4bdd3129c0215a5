/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsPasskeyResponseDataNameMax = 64;

export const settingsPasskeyResponseDataCreatedAtMin = 0;

export const settingsPasskeyResponseDataLastUsedAtMin = 0;


export const SettingsPasskeyResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsPasskeyResponseDataNameMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsPasskeyResponseDataCreatedAtMin)),
  "lastUsedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsPasskeyResponseDataLastUsedAtMin)))
})
})

export type SettingsPasskeyResponse = zod.input<typeof SettingsPasskeyResponse>;
export type SettingsPasskeyResponseOutput = zod.output<typeof SettingsPasskeyResponse>;
