/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const positionTpslMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const positionTpslTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const positionTpslStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PositionTpsl = zod.object({
  "market": zod.stringFormat('market-dash', positionTpslMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "takeProfitId": zod.int().min(1).optional(),
  "takeProfit": zod.stringFormat('decimal-unsigned', positionTpslTakeProfitRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "stopLossId": zod.int().min(1).optional(),
  "stopLoss": zod.stringFormat('decimal-unsigned', positionTpslStopLossRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('The take-profit and stop-loss orders of a position (order type 10, margin stop market / take profit / stop loss). Assumption: modelled on the trade API v4 position `tpsl` block (`takeProfitId`, `takeProfit`, `stopLossId`, `stopLoss`).')

export type PositionTpsl = zod.input<typeof PositionTpsl>;
export type PositionTpslOutput = zod.output<typeof PositionTpsl>;
