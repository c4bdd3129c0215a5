/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const OrderTypeCode = zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.')

export type OrderTypeCode = zod.input<typeof OrderTypeCode>;
export type OrderTypeCodeOutput = zod.output<typeof OrderTypeCode>;
