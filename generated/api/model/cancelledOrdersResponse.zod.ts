/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const CancelledOrdersResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "orderIds": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
})
})

export type CancelledOrdersResponse = zod.input<typeof CancelledOrdersResponse>;
export type CancelledOrdersResponseOutput = zod.output<typeof CancelledOrdersResponse>;
