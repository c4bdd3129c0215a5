/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const placePositionTpslBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placePositionTpslBodyTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placePositionTpslBodyStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placePositionTpslBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PlacePositionTpslBody = zod.object({
  "market": zod.stringFormat('market-dash', placePositionTpslBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "takeProfit": zod.stringFormat('decimal-unsigned', placePositionTpslBodyTakeProfitRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "stopLoss": zod.stringFormat('decimal-unsigned', placePositionTpslBodyStopLossRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "amount": zod.stringFormat('decimal-unsigned', placePositionTpslBodyAmountRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('Take-profit and stop-loss of an open margin or futures position: send `takeProfit`, `stopLoss` or both (trigger prices). Assumption: the spec names the call only; the fields follow the trade API v4 position `tpsl` block, the position is chosen by `market` and, in hedge mode, `positionSide`, and the whole position is closed when a trigger fires unless `amount` is given.')

export type PlacePositionTpslBody = zod.input<typeof PlacePositionTpslBody>;
export type PlacePositionTpslBodyOutput = zod.output<typeof PlacePositionTpslBody>;
