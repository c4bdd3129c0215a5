/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsAntiPhishingHistoryItemIpMin = 2;
export const settingsAntiPhishingHistoryItemIpMax = 45;

export const settingsAntiPhishingHistoryItemCreatedAtMin = 0;


export const SettingsAntiPhishingHistoryItem = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "action": /*#__PURE__*/ zod.enum(['created', 'changed', 'removed']),
  "ip": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsAntiPhishingHistoryItemIpMin)).check(/*#__PURE__*/ zod.maxLength(settingsAntiPhishingHistoryItemIpMax))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsAntiPhishingHistoryItemCreatedAtMin))
})

export type SettingsAntiPhishingHistoryItem = zod.input<typeof SettingsAntiPhishingHistoryItem>;
export type SettingsAntiPhishingHistoryItemOutput = zod.output<typeof SettingsAntiPhishingHistoryItem>;
