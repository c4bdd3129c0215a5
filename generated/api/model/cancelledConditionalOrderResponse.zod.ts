/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const cancelledConditionalOrderResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const CancelledConditionalOrderResponse = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "market": zod.stringFormat('market-dash', cancelledConditionalOrderResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).')
}).describe('Assumption: the id and market of the cancelled conditional (stop, OCO or OTO) order.')
})

export type CancelledConditionalOrderResponse = zod.input<typeof CancelledConditionalOrderResponse>;
export type CancelledConditionalOrderResponseOutput = zod.output<typeof CancelledConditionalOrderResponse>;
