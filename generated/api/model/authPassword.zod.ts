/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthPasswordMin = 8;
export const AuthPasswordMax = 128;


export const AuthPassword = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(AuthPasswordMin)).check(/*#__PURE__*/ zod.maxLength(AuthPasswordMax))

export type AuthPassword = zod.input<typeof AuthPassword>;
export type AuthPasswordOutput = zod.output<typeof AuthPassword>;
