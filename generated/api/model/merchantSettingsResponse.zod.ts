/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const merchantSettingsResponseDataDisplayNameMin = 2;
export const merchantSettingsResponseDataDisplayNameMax = 40;


export const MerchantSettingsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "displayName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(merchantSettingsResponseDataDisplayNameMin)).check(/*#__PURE__*/ zod.maxLength(merchantSettingsResponseDataDisplayNameMax)),
  "showName": /*#__PURE__*/ zod.boolean()
})
})

export type MerchantSettingsResponse = zod.input<typeof MerchantSettingsResponse>;
export type MerchantSettingsResponseOutput = zod.output<typeof MerchantSettingsResponse>;
