/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsTwoFactorSecretResponseDataSecretMin = 16;
export const settingsTwoFactorSecretResponseDataSecretMax = 64;


export const SettingsTwoFactorSecretResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "secret": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsTwoFactorSecretResponseDataSecretMin)).check(/*#__PURE__*/ zod.maxLength(settingsTwoFactorSecretResponseDataSecretMax)),
  "otpauthUri": /*#__PURE__*/ zod.url()
})
})

export type SettingsTwoFactorSecretResponse = zod.input<typeof SettingsTwoFactorSecretResponse>;
export type SettingsTwoFactorSecretResponseOutput = zod.output<typeof SettingsTwoFactorSecretResponse>;
