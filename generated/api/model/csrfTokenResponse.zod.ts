/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const csrfTokenResponseDataTokenMin = 16;


export const CsrfTokenResponse = zod.object({
  "data": zod.object({
  "token": zod.string().min(csrfTokenResponseDataTokenMin).describe('The CSRF token sent as X-CSRF-TOKEN on every non-GET request.')
})
})

export type CsrfTokenResponse = zod.input<typeof CsrfTokenResponse>;
export type CsrfTokenResponseOutput = zod.output<typeof CsrfTokenResponse>;
