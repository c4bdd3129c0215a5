/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsCreatePasswordRequestPasswordMin = 8;
export const settingsCreatePasswordRequestPasswordMax = 128;

export const settingsCreatePasswordRequestPasswordConfirmationMin = 8;
export const settingsCreatePasswordRequestPasswordConfirmationMax = 128;


export const SettingsCreatePasswordRequest = /*#__PURE__*/ zod.object({
  "password": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsCreatePasswordRequestPasswordMin)).check(/*#__PURE__*/ zod.maxLength(settingsCreatePasswordRequestPasswordMax)),
  "password_confirmation": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsCreatePasswordRequestPasswordConfirmationMin)).check(/*#__PURE__*/ zod.maxLength(settingsCreatePasswordRequestPasswordConfirmationMax))
})

export type SettingsCreatePasswordRequest = zod.input<typeof SettingsCreatePasswordRequest>;
export type SettingsCreatePasswordRequestOutput = zod.output<typeof SettingsCreatePasswordRequest>;
