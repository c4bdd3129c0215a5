/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthThirdPartyProvider = /*#__PURE__*/ zod.enum(['google', 'apple'])

export type AuthThirdPartyProvider = zod.input<typeof AuthThirdPartyProvider>;
export type AuthThirdPartyProviderOutput = zod.output<typeof AuthThirdPartyProvider>;
