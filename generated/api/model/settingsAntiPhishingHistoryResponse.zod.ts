/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsAntiPhishingHistoryResponseDataItemIpMin = 2;
export const settingsAntiPhishingHistoryResponseDataItemIpMax = 45;

export const settingsAntiPhishingHistoryResponseDataItemCreatedAtMin = 0;


export const SettingsAntiPhishingHistoryResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "action": /*#__PURE__*/ zod.enum(['created', 'changed', 'removed']),
  "ip": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsAntiPhishingHistoryResponseDataItemIpMin)).check(/*#__PURE__*/ zod.maxLength(settingsAntiPhishingHistoryResponseDataItemIpMax))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsAntiPhishingHistoryResponseDataItemCreatedAtMin))
}))
})

export type SettingsAntiPhishingHistoryResponse = zod.input<typeof SettingsAntiPhishingHistoryResponse>;
export type SettingsAntiPhishingHistoryResponseOutput = zod.output<typeof SettingsAntiPhishingHistoryResponse>;
