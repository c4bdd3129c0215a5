/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const MiningWorkerId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type MiningWorkerId = zod.input<typeof MiningWorkerId>;
export type MiningWorkerIdOutput = zod.output<typeof MiningWorkerId>;
