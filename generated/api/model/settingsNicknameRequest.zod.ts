/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsNicknameRequestNicknameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');

export const SettingsNicknameRequest = /*#__PURE__*/ zod.object({
  "nickname": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsNicknameRequestNicknameRegExp))
})

export type SettingsNicknameRequest = zod.input<typeof SettingsNicknameRequest>;
export type SettingsNicknameRequestOutput = zod.output<typeof SettingsNicknameRequest>;
