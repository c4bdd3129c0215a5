/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsNicknameRequestNicknameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');

export const SettingsNicknameRequest = zod.object({
  "nickname": zod.string().regex(settingsNicknameRequestNicknameRegExp).describe('The new nickname. Assumption: 3 to 32 letters, digits or underscores; the server adds the tag.')
})

export type SettingsNicknameRequest = zod.input<typeof SettingsNicknameRequest>;
export type SettingsNicknameRequestOutput = zod.output<typeof SettingsNicknameRequest>;
