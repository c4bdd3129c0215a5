/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authRegistrationResendInMin = 0;


export const AuthRegistration = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "confirmation": /*#__PURE__*/ zod.enum(['email', 'phone']),
  "resendIn": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(authRegistrationResendInMin)))
})

export type AuthRegistration = zod.input<typeof AuthRegistration>;
export type AuthRegistrationOutput = zod.output<typeof AuthRegistration>;
