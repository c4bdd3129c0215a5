/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const cancelledConditionalOrderMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const CancelledConditionalOrder = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', cancelledConditionalOrderMarketRegExp)
})

export type CancelledConditionalOrder = zod.input<typeof CancelledConditionalOrder>;
export type CancelledConditionalOrderOutput = zod.output<typeof CancelledConditionalOrder>;
