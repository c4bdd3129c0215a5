/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const authSupportSsoRequestReturnToMax = 2048;


export const AuthSupportSsoRequest = /*#__PURE__*/ zod.object({
  "brand_id": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "return_to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authSupportSsoRequestReturnToMax)))
})

export type AuthSupportSsoRequest = zod.input<typeof AuthSupportSsoRequest>;
export type AuthSupportSsoRequestOutput = zod.output<typeof AuthSupportSsoRequest>;
