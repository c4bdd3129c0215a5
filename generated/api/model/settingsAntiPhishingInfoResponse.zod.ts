/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsAntiPhishingInfoResponseDataCodeMax = 20;

export const settingsAntiPhishingInfoResponseDataUpdatedAtMin = 0;


export const SettingsAntiPhishingInfoResponse = zod.object({
  "data": zod.object({
  "enabled": zod.boolean(),
  "code": zod.string().max(settingsAntiPhishingInfoResponseDataCodeMax).nullable().describe('The code, masked but for its first and last characters; null when not set.'),
  "updatedAt": zod.int().min(settingsAntiPhishingInfoResponseDataUpdatedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('The anti-phishing code shown in every e-mail from the exchange. Assumption: modelled as enabled, the masked code and its last change.')
})

export type SettingsAntiPhishingInfoResponse = zod.input<typeof SettingsAntiPhishingInfoResponse>;
export type SettingsAntiPhishingInfoResponseOutput = zod.output<typeof SettingsAntiPhishingInfoResponse>;
