/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsAntiPhishingHistoryItemIpMin = 2;
export const settingsAntiPhishingHistoryItemIpMax = 45;

export const settingsAntiPhishingHistoryItemCreatedAtMin = 0;


export const SettingsAntiPhishingHistoryItem = zod.object({
  "id": zod.int().min(1),
  "action": zod.enum(['created', 'changed', 'removed']),
  "ip": zod.string().min(settingsAntiPhishingHistoryItemIpMin).max(settingsAntiPhishingHistoryItemIpMax).optional(),
  "createdAt": zod.int().min(settingsAntiPhishingHistoryItemCreatedAtMin).describe('Seconds since the Unix epoch.')
})

export type SettingsAntiPhishingHistoryItem = zod.input<typeof SettingsAntiPhishingHistoryItem>;
export type SettingsAntiPhishingHistoryItemOutput = zod.output<typeof SettingsAntiPhishingHistoryItem>;
