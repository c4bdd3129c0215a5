/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsCreatePasswordRequestPasswordMin = 8;
export const settingsCreatePasswordRequestPasswordMax = 128;

export const settingsCreatePasswordRequestPasswordConfirmationMin = 8;
export const settingsCreatePasswordRequestPasswordConfirmationMax = 128;


export const SettingsCreatePasswordRequest = zod.object({
  "password": zod.string().min(settingsCreatePasswordRequestPasswordMin).max(settingsCreatePasswordRequestPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "password_confirmation": zod.string().min(settingsCreatePasswordRequestPasswordConfirmationMin).max(settingsCreatePasswordRequestPasswordConfirmationMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.')
}).describe('Creates the first password (isPasswordCreateEnabled). Assumption: the new password twice.')

export type SettingsCreatePasswordRequest = zod.input<typeof SettingsCreatePasswordRequest>;
export type SettingsCreatePasswordRequestOutput = zod.output<typeof SettingsCreatePasswordRequest>;
