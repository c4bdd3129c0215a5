/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const listGridBotsParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const ListGridBotsParams = zod.object({
  "market": zod.stringFormat('market-dash', listGridBotsParamsMarketRegExp).optional().describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "marketType": zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
}).optional().describe('Market type (section 4): 0 = Spot, 1 = Margin, 2 = Futures.')
})

export type ListGridBotsParams = zod.input<typeof ListGridBotsParams>;
export type ListGridBotsParamsOutput = zod.output<typeof ListGridBotsParams>;
