/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const refreshKycTokenBodyAccessTokenMin = 16;
export const refreshKycTokenBodyAccessTokenMax = 4096;


export const RefreshKycTokenBody = /*#__PURE__*/ zod.object({
  "accessToken": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(refreshKycTokenBodyAccessTokenMin)).check(/*#__PURE__*/ zod.maxLength(refreshKycTokenBodyAccessTokenMax))
})

export type RefreshKycTokenBody = zod.input<typeof RefreshKycTokenBody>;
export type RefreshKycTokenBodyOutput = zod.output<typeof RefreshKycTokenBody>;
