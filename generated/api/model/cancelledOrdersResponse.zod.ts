/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';



export const CancelledOrdersResponse = zod.object({
  "data": zod.object({
  "orderIds": zod.array(zod.int().min(1))
}).describe('Assumption: the ids of the orders that were cancelled (the trade API v4 answers with no body).')
})

export type CancelledOrdersResponse = zod.input<typeof CancelledOrdersResponse>;
export type CancelledOrdersResponseOutput = zod.output<typeof CancelledOrdersResponse>;
