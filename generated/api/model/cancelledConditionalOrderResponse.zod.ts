/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const cancelledConditionalOrderResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const CancelledConditionalOrderResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', cancelledConditionalOrderResponseDataMarketRegExp)
})
})

export type CancelledConditionalOrderResponse = zod.input<typeof CancelledConditionalOrderResponse>;
export type CancelledConditionalOrderResponseOutput = zod.output<typeof CancelledConditionalOrderResponse>;
