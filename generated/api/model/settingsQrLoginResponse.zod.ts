/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SettingsQrLoginResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "isQrLoginEnabled": /*#__PURE__*/ zod.boolean(),
  "confirmed": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean())
})
})

export type SettingsQrLoginResponse = zod.input<typeof SettingsQrLoginResponse>;
export type SettingsQrLoginResponseOutput = zod.output<typeof SettingsQrLoginResponse>;
