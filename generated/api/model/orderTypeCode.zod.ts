/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const OrderTypeCode = /*#__PURE__*/ zod.enum({
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
} as const)

export type OrderTypeCode = zod.input<typeof OrderTypeCode>;
export type OrderTypeCodeOutput = zod.output<typeof OrderTypeCode>;
