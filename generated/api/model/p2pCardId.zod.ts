/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const P2pCardId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type P2pCardId = zod.input<typeof P2pCardId>;
export type P2pCardIdOutput = zod.output<typeof P2pCardId>;
