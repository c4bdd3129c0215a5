/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsAntiPhishingHistoryResponseDataItemIpMin = 2;
export const settingsAntiPhishingHistoryResponseDataItemIpMax = 45;

export const settingsAntiPhishingHistoryResponseDataItemCreatedAtMin = 0;


export const SettingsAntiPhishingHistoryResponse = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "action": zod.enum(['created', 'changed', 'removed']),
  "ip": zod.string().min(settingsAntiPhishingHistoryResponseDataItemIpMin).max(settingsAntiPhishingHistoryResponseDataItemIpMax).optional(),
  "createdAt": zod.int().min(settingsAntiPhishingHistoryResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}))
})

export type SettingsAntiPhishingHistoryResponse = zod.input<typeof SettingsAntiPhishingHistoryResponse>;
export type SettingsAntiPhishingHistoryResponseOutput = zod.output<typeof SettingsAntiPhishingHistoryResponse>;
