/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsCodeRequestCodeRegExp = new RegExp('^[0-9]{6}$');

export const SettingsCodeRequest = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsCodeRequestCodeRegExp))
})

export type SettingsCodeRequest = zod.input<typeof SettingsCodeRequest>;
export type SettingsCodeRequestOutput = zod.output<typeof SettingsCodeRequest>;
