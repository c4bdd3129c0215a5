/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthRedirect = /*#__PURE__*/ zod.object({
  "redirectUrl": /*#__PURE__*/ zod.url()
})

export type AuthRedirect = zod.input<typeof AuthRedirect>;
export type AuthRedirectOutput = zod.output<typeof AuthRedirect>;
