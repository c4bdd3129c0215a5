/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SettingsPhoneTotpResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "required": /*#__PURE__*/ zod.boolean()
})
})

export type SettingsPhoneTotpResponse = zod.input<typeof SettingsPhoneTotpResponse>;
export type SettingsPhoneTotpResponseOutput = zod.output<typeof SettingsPhoneTotpResponse>;
