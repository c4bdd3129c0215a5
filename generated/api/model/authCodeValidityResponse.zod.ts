/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authCodeValidityResponseDataMessageMax = 300;


export const AuthCodeValidityResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "valid": /*#__PURE__*/ zod.boolean(),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(authCodeValidityResponseDataMessageMax)))
})
})

export type AuthCodeValidityResponse = zod.input<typeof AuthCodeValidityResponse>;
export type AuthCodeValidityResponseOutput = zod.output<typeof AuthCodeValidityResponse>;
