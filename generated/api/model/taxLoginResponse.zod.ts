/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const TaxLoginResponse = zod.object({
  "data": zod.object({
  "redirectUrl": zod.url().describe('The partner\'s one-time sign-in URL.')
})
})

export type TaxLoginResponse = zod.input<typeof TaxLoginResponse>;
export type TaxLoginResponseOutput = zod.output<typeof TaxLoginResponse>;
