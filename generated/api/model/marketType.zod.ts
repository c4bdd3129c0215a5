/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const MarketType = zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
}).describe('Market type (section 4): 0 = Spot, 1 = Margin, 2 = Futures.')

export type MarketType = zod.input<typeof MarketType>;
export type MarketTypeOutput = zod.output<typeof MarketType>;
