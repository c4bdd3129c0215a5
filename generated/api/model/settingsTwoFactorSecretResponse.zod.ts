/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsTwoFactorSecretResponseDataSecretMin = 16;
export const settingsTwoFactorSecretResponseDataSecretMax = 64;


export const SettingsTwoFactorSecretResponse = zod.object({
  "data": zod.object({
  "secret": zod.string().min(settingsTwoFactorSecretResponseDataSecretMin).max(settingsTwoFactorSecretResponseDataSecretMax).describe('The base32 secret, for manual entry.'),
  "otpauthUri": zod.url().describe('The otpauth:// URI the QR code encodes.')
}).describe('A new authenticator secret to scan. Assumption: the base32 secret and its otpauth URI.')
})

export type SettingsTwoFactorSecretResponse = zod.input<typeof SettingsTwoFactorSecretResponse>;
export type SettingsTwoFactorSecretResponseOutput = zod.output<typeof SettingsTwoFactorSecretResponse>;
