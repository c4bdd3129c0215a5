/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsNicknameResponseDataNicknameValueMin = 3;
export const settingsNicknameResponseDataNicknameValueMax = 32;

export const settingsNicknameResponseDataNicknameTagMin = 4;
export const settingsNicknameResponseDataNicknameTagMax = 4;

export const settingsNicknameResponseDataNicknameChangesLeftMin = 0;


export const SettingsNicknameResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "nickname": /*#__PURE__*/ zod.object({
  "value": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsNicknameResponseDataNicknameValueMin)).check(/*#__PURE__*/ zod.maxLength(settingsNicknameResponseDataNicknameValueMax)),
  "tag": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsNicknameResponseDataNicknameTagMin)).check(/*#__PURE__*/ zod.maxLength(settingsNicknameResponseDataNicknameTagMax))
}),
  "nicknameChangesLeft": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsNicknameResponseDataNicknameChangesLeftMin))
})
})

export type SettingsNicknameResponse = zod.input<typeof SettingsNicknameResponse>;
export type SettingsNicknameResponseOutput = zod.output<typeof SettingsNicknameResponse>;
