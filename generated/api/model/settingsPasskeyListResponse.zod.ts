/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsPasskeyListResponseDataItemNameMax = 64;

export const settingsPasskeyListResponseDataItemCreatedAtMin = 0;

export const settingsPasskeyListResponseDataItemLastUsedAtMin = 0;


export const SettingsPasskeyListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsPasskeyListResponseDataItemNameMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsPasskeyListResponseDataItemCreatedAtMin)),
  "lastUsedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsPasskeyListResponseDataItemLastUsedAtMin)))
}))
})

export type SettingsPasskeyListResponse = zod.input<typeof SettingsPasskeyListResponse>;
export type SettingsPasskeyListResponseOutput = zod.output<typeof SettingsPasskeyListResponse>;
