/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const deleteGridBotParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const DeleteGridBotParams = zod.object({
  "extGridId": zod.uuid(),
  "smartGrid": zod.boolean(),
  "market": zod.stringFormat('market-dash', deleteGridBotParamsMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "marketType": zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
}).describe('Market type (section 4): 0 = Spot, 1 = Margin, 2 = Futures.')
})

export type DeleteGridBotParams = zod.input<typeof DeleteGridBotParams>;
export type DeleteGridBotParamsOutput = zod.output<typeof DeleteGridBotParams>;
