/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const MiningAccountId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type MiningAccountId = zod.input<typeof MiningAccountId>;
export type MiningAccountIdOutput = zod.output<typeof MiningAccountId>;
