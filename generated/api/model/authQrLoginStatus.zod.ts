/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const AuthQrLoginStatus = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.enum(['pending', 'scanned', 'confirmed', 'expired']),
  "userId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
})

export type AuthQrLoginStatus = zod.input<typeof AuthQrLoginStatus>;
export type AuthQrLoginStatusOutput = zod.output<typeof AuthQrLoginStatus>;
