/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const closeMarginPositionParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const CloseMarginPositionParams = zod.object({
  "market": zod.stringFormat('market-dash', closeMarginPositionParamsMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.')
})

export type CloseMarginPositionParams = zod.input<typeof CloseMarginPositionParams>;
export type CloseMarginPositionParamsOutput = zod.output<typeof CloseMarginPositionParams>;
