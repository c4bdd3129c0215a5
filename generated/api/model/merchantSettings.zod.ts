/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const merchantSettingsDisplayNameMin = 2;
export const merchantSettingsDisplayNameMax = 40;


export const MerchantSettings = /*#__PURE__*/ zod.object({
  "displayName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(merchantSettingsDisplayNameMin)).check(/*#__PURE__*/ zod.maxLength(merchantSettingsDisplayNameMax)),
  "showName": /*#__PURE__*/ zod.boolean()
})

export type MerchantSettings = zod.input<typeof MerchantSettings>;
export type MerchantSettingsOutput = zod.output<typeof MerchantSettings>;
