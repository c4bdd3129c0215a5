/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const CancelledOrders = /*#__PURE__*/ zod.object({
  "orderIds": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
})

export type CancelledOrders = zod.input<typeof CancelledOrders>;
export type CancelledOrdersOutput = zod.output<typeof CancelledOrders>;
