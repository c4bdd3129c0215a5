/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ApiKeyPermission = /*#__PURE__*/ zod.enum(['info', 'trading', 'deposit', 'withdraw'])

export type ApiKeyPermission = zod.input<typeof ApiKeyPermission>;
export type ApiKeyPermissionOutput = zod.output<typeof ApiKeyPermission>;
