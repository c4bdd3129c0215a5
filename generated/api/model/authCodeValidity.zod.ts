/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authCodeValidityMessageMax = 300;


export const AuthCodeValidity = /*#__PURE__*/ zod.object({
  "valid": /*#__PURE__*/ zod.boolean(),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(authCodeValidityMessageMax)))
})

export type AuthCodeValidity = zod.input<typeof AuthCodeValidity>;
export type AuthCodeValidityOutput = zod.output<typeof AuthCodeValidity>;
