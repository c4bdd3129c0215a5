/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsAntiPhishingInfoCodeMax = 20;

export const settingsAntiPhishingInfoUpdatedAtMin = 0;


export const SettingsAntiPhishingInfo = /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "code": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsAntiPhishingInfoCodeMax))),
  "updatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsAntiPhishingInfoUpdatedAtMin)))
})

export type SettingsAntiPhishingInfo = zod.input<typeof SettingsAntiPhishingInfo>;
export type SettingsAntiPhishingInfoOutput = zod.output<typeof SettingsAntiPhishingInfo>;
