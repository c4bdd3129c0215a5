/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthRedirectResponse = zod.object({
  "data": zod.object({
  "redirectUrl": zod.url().describe('Where the browser goes next.')
})
})

export type AuthRedirectResponse = zod.input<typeof AuthRedirectResponse>;
export type AuthRedirectResponseOutput = zod.output<typeof AuthRedirectResponse>;
