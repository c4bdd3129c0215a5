/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthRedirectResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "redirectUrl": /*#__PURE__*/ zod.url()
})
})

export type AuthRedirectResponse = zod.input<typeof AuthRedirectResponse>;
export type AuthRedirectResponseOutput = zod.output<typeof AuthRedirectResponse>;
