/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsAuthConnectionListResponseDataItemEmailMax = 254;

export const settingsAuthConnectionListResponseDataItemCreatedAtMin = 0;


export const SettingsAuthConnectionListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "provider": /*#__PURE__*/ zod.enum(['google', 'apple']),
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(settingsAuthConnectionListResponseDataItemEmailMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsAuthConnectionListResponseDataItemCreatedAtMin))
}))
})

export type SettingsAuthConnectionListResponse = zod.input<typeof SettingsAuthConnectionListResponse>;
export type SettingsAuthConnectionListResponseOutput = zod.output<typeof SettingsAuthConnectionListResponse>;
