/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authConnectionStartRequestRedirectUriMax = 2048;


export const AuthConnectionStartRequest = /*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['google', 'apple']),
  "redirectUri": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authConnectionStartRequestRedirectUriMax))
})

export type AuthConnectionStartRequest = zod.input<typeof AuthConnectionStartRequest>;
export type AuthConnectionStartRequestOutput = zod.output<typeof AuthConnectionStartRequest>;
