/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const updateMerchantSettingsBodyDisplayNameMin = 2;
export const updateMerchantSettingsBodyDisplayNameMax = 40;


export const UpdateMerchantSettingsBody = /*#__PURE__*/ zod.object({
  "displayName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateMerchantSettingsBodyDisplayNameMin)).check(/*#__PURE__*/ zod.maxLength(updateMerchantSettingsBodyDisplayNameMax)),
  "showName": /*#__PURE__*/ zod.boolean()
})

export type UpdateMerchantSettingsBody = zod.input<typeof UpdateMerchantSettingsBody>;
export type UpdateMerchantSettingsBodyOutput = zod.output<typeof UpdateMerchantSettingsBody>;
