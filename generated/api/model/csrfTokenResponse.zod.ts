/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const csrfTokenResponseDataTokenMin = 16;


export const CsrfTokenResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(csrfTokenResponseDataTokenMin))
})
})

export type CsrfTokenResponse = zod.input<typeof CsrfTokenResponse>;
export type CsrfTokenResponseOutput = zod.output<typeof CsrfTokenResponse>;
