/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsPasskeyRenameRequestNameMax = 64;


export const SettingsPasskeyRenameRequest = zod.object({
  "name": zod.string().min(1).max(settingsPasskeyRenameRequestNameMax)
}).describe('Renames a passkey (section 7 body {name}).')

export type SettingsPasskeyRenameRequest = zod.input<typeof SettingsPasskeyRenameRequest>;
export type SettingsPasskeyRenameRequestOutput = zod.output<typeof SettingsPasskeyRenameRequest>;
