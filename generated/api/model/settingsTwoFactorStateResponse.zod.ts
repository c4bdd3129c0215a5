/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SettingsTwoFactorStateResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "isTwoFactorEnabled": /*#__PURE__*/ zod.boolean()
})
})

export type SettingsTwoFactorStateResponse = zod.input<typeof SettingsTwoFactorStateResponse>;
export type SettingsTwoFactorStateResponseOutput = zod.output<typeof SettingsTwoFactorStateResponse>;
