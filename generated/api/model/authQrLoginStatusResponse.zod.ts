/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const AuthQrLoginStatusResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.enum(['pending', 'scanned', 'confirmed', 'expired']),
  "userId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
})
})

export type AuthQrLoginStatusResponse = zod.input<typeof AuthQrLoginStatusResponse>;
export type AuthQrLoginStatusResponseOutput = zod.output<typeof AuthQrLoginStatusResponse>;
