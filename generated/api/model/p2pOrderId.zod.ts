/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const P2pOrderId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type P2pOrderId = zod.input<typeof P2pOrderId>;
export type P2pOrderIdOutput = zod.output<typeof P2pOrderId>;
