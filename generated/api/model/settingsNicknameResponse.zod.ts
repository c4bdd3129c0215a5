/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsNicknameResponseDataNicknameValueMin = 3;
export const settingsNicknameResponseDataNicknameValueMax = 32;

export const settingsNicknameResponseDataNicknameTagMin = 4;
export const settingsNicknameResponseDataNicknameTagMax = 4;

export const settingsNicknameResponseDataNicknameChangesLeftMin = 0;


export const SettingsNicknameResponse = zod.object({
  "data": zod.object({
  "nickname": zod.object({
  "value": zod.string().min(settingsNicknameResponseDataNicknameValueMin).max(settingsNicknameResponseDataNicknameValueMax),
  "tag": zod.string().min(settingsNicknameResponseDataNicknameTagMin).max(settingsNicknameResponseDataNicknameTagMax).describe('The tag that makes the nickname unique. Assumption: 4 characters.')
}).describe('The public nickname, shown as value#tag.'),
  "nicknameChangesLeft": zod.int().min(settingsNicknameResponseDataNicknameChangesLeftMin)
})
})

export type SettingsNicknameResponse = zod.input<typeof SettingsNicknameResponse>;
export type SettingsNicknameResponseOutput = zod.output<typeof SettingsNicknameResponse>;
