/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const OrderSide = zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).')

export type OrderSide = zod.input<typeof OrderSide>;
export type OrderSideOutput = zod.output<typeof OrderSide>;
