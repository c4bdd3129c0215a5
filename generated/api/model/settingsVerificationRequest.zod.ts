/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const SettingsVerificationRequest = zod.object({
  "flow": zod.enum(['regular', 'diia', 'external', 'provider'])
}).describe('Starts identity verification. Assumption: the flow of the verification pages (regular, diia, external, provider).')

export type SettingsVerificationRequest = zod.input<typeof SettingsVerificationRequest>;
export type SettingsVerificationRequestOutput = zod.output<typeof SettingsVerificationRequest>;
