/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const SettingsTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsTotp = zod.string().regex(SettingsTotpRegExp).describe('The authenticator code, required when two-factor is on.')

export type SettingsTotp = zod.input<typeof SettingsTotp>;
export type SettingsTotpOutput = zod.output<typeof SettingsTotp>;
