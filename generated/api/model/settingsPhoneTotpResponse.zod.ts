/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const SettingsPhoneTotpResponse = zod.object({
  "data": zod.object({
  "required": zod.boolean()
}).describe('Assumption: whether changing the phone needs the authenticator code.')
})

export type SettingsPhoneTotpResponse = zod.input<typeof SettingsPhoneTotpResponse>;
export type SettingsPhoneTotpResponseOutput = zod.output<typeof SettingsPhoneTotpResponse>;
