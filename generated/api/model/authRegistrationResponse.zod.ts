/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authRegistrationResponseDataResendInMin = 0;


export const AuthRegistrationResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "confirmation": /*#__PURE__*/ zod.enum(['email', 'phone']),
  "resendIn": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(authRegistrationResponseDataResendInMin)))
})
})

export type AuthRegistrationResponse = zod.input<typeof AuthRegistrationResponse>;
export type AuthRegistrationResponseOutput = zod.output<typeof AuthRegistrationResponse>;
