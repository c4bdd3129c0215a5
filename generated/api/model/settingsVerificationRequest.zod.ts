/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SettingsVerificationRequest = /*#__PURE__*/ zod.object({
  "flow": /*#__PURE__*/ zod.enum(['regular', 'diia', 'external', 'provider'])
})

export type SettingsVerificationRequest = zod.input<typeof SettingsVerificationRequest>;
export type SettingsVerificationRequestOutput = zod.output<typeof SettingsVerificationRequest>;
