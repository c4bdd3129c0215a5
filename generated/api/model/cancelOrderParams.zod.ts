/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cancelOrderParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const CancelOrderParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', cancelOrderParamsMarketRegExp)
})

export type CancelOrderParams = zod.input<typeof CancelOrderParams>;
export type CancelOrderParamsOutput = zod.output<typeof CancelOrderParams>;
