/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsAntiPhishingInfoResponseDataCodeMax = 20;

export const settingsAntiPhishingInfoResponseDataUpdatedAtMin = 0;


export const SettingsAntiPhishingInfoResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "code": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsAntiPhishingInfoResponseDataCodeMax))),
  "updatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsAntiPhishingInfoResponseDataUpdatedAtMin)))
})
})

export type SettingsAntiPhishingInfoResponse = zod.input<typeof SettingsAntiPhishingInfoResponse>;
export type SettingsAntiPhishingInfoResponseOutput = zod.output<typeof SettingsAntiPhishingInfoResponse>;
