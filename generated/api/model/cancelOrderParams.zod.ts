/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const cancelOrderParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const CancelOrderParams = zod.object({
  "market": zod.stringFormat('market-dash', cancelOrderParamsMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).')
})

export type CancelOrderParams = zod.input<typeof CancelOrderParams>;
export type CancelOrderParamsOutput = zod.output<typeof CancelOrderParams>;
