/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const AuthSupportBrandId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type AuthSupportBrandId = zod.input<typeof AuthSupportBrandId>;
export type AuthSupportBrandIdOutput = zod.output<typeof AuthSupportBrandId>;
