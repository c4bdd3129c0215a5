/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsEmailResponseDataEmailMax = 254;


export const SettingsEmailResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(settingsEmailResponseDataEmailMax))
})
})

export type SettingsEmailResponse = zod.input<typeof SettingsEmailResponse>;
export type SettingsEmailResponseOutput = zod.output<typeof SettingsEmailResponse>;
