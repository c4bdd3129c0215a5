/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';




export const SettingsLogoutTimesResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))).check(/*#__PURE__*/ zod.minLength(1))
})

export type SettingsLogoutTimesResponse = zod.input<typeof SettingsLogoutTimesResponse>;
export type SettingsLogoutTimesResponseOutput = zod.output<typeof SettingsLogoutTimesResponse>;
