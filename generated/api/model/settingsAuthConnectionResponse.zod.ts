/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsAuthConnectionResponseDataEmailMax = 254;

export const settingsAuthConnectionResponseDataCreatedAtMin = 0;


export const SettingsAuthConnectionResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "provider": /*#__PURE__*/ zod.enum(['google', 'apple']),
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(settingsAuthConnectionResponseDataEmailMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsAuthConnectionResponseDataCreatedAtMin))
})
})

export type SettingsAuthConnectionResponse = zod.input<typeof SettingsAuthConnectionResponse>;
export type SettingsAuthConnectionResponseOutput = zod.output<typeof SettingsAuthConnectionResponse>;
