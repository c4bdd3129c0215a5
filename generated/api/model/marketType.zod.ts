/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const MarketType = /*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const)

export type MarketType = zod.input<typeof MarketType>;
export type MarketTypeOutput = zod.output<typeof MarketType>;
