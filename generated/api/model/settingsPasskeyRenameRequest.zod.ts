/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsPasskeyRenameRequestNameMax = 64;


export const SettingsPasskeyRenameRequest = /*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsPasskeyRenameRequestNameMax))
})

export type SettingsPasskeyRenameRequest = zod.input<typeof SettingsPasskeyRenameRequest>;
export type SettingsPasskeyRenameRequestOutput = zod.output<typeof SettingsPasskeyRenameRequest>;
