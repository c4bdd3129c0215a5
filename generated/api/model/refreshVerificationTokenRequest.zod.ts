/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const refreshVerificationTokenRequestAccessTokenMin = 16;
export const refreshVerificationTokenRequestAccessTokenMax = 4096;


export const RefreshVerificationTokenRequest = /*#__PURE__*/ zod.object({
  "accessToken": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(refreshVerificationTokenRequestAccessTokenMin)).check(/*#__PURE__*/ zod.maxLength(refreshVerificationTokenRequestAccessTokenMax))
})

export type RefreshVerificationTokenRequest = zod.input<typeof RefreshVerificationTokenRequest>;
export type RefreshVerificationTokenRequestOutput = zod.output<typeof RefreshVerificationTokenRequest>;
