/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthEmailMax = 254;


export const AuthEmail = /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(AuthEmailMax))

export type AuthEmail = zod.input<typeof AuthEmail>;
export type AuthEmailOutput = zod.output<typeof AuthEmail>;
