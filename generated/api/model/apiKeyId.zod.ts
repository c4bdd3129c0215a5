/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const ApiKeyId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type ApiKeyId = zod.input<typeof ApiKeyId>;
export type ApiKeyIdOutput = zod.output<typeof ApiKeyId>;
