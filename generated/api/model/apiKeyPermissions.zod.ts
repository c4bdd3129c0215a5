/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const ApiKeyPermissions = /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading', 'deposit', 'withdraw'])).check(/*#__PURE__*/ zod.minLength(1))

export type ApiKeyPermissions = zod.input<typeof ApiKeyPermissions>;
export type ApiKeyPermissionsOutput = zod.output<typeof ApiKeyPermissions>;
