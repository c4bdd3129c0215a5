/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authConnectionStartRequestRedirectUriMax = 2048;


export const AuthConnectionStartRequest = zod.object({
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).'),
  "redirectUri": zod.url().max(authConnectionStartRequestRedirectUriMax)
}).describe('Assumption: the provider and where it sends the browser back.')

export type AuthConnectionStartRequest = zod.input<typeof AuthConnectionStartRequest>;
export type AuthConnectionStartRequestOutput = zod.output<typeof AuthConnectionStartRequest>;
