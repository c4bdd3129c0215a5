/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthThirdPartyProvider = zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).')

export type AuthThirdPartyProvider = zod.input<typeof AuthThirdPartyProvider>;
export type AuthThirdPartyProviderOutput = zod.output<typeof AuthThirdPartyProvider>;
