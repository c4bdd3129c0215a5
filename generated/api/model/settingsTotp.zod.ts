/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SettingsTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsTotp = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(SettingsTotpRegExp))

export type SettingsTotp = zod.input<typeof SettingsTotp>;
export type SettingsTotpOutput = zod.output<typeof SettingsTotp>;
