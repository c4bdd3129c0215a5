/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsAntiPhishingInfoCodeMax = 20;

export const settingsAntiPhishingInfoUpdatedAtMin = 0;


export const SettingsAntiPhishingInfo = zod.object({
  "enabled": zod.boolean(),
  "code": zod.string().max(settingsAntiPhishingInfoCodeMax).nullable().describe('The code, masked but for its first and last characters; null when not set.'),
  "updatedAt": zod.int().min(settingsAntiPhishingInfoUpdatedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('The anti-phishing code shown in every e-mail from the exchange. Assumption: modelled as enabled, the masked code and its last change.')

export type SettingsAntiPhishingInfo = zod.input<typeof SettingsAntiPhishingInfo>;
export type SettingsAntiPhishingInfoOutput = zod.output<typeof SettingsAntiPhishingInfo>;
