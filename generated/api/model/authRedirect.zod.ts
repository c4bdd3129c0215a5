/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthRedirect = zod.object({
  "redirectUrl": zod.url().describe('Where the browser goes next.')
})

export type AuthRedirect = zod.input<typeof AuthRedirect>;
export type AuthRedirectOutput = zod.output<typeof AuthRedirect>;
