/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const OrderSide = /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const)

export type OrderSide = zod.input<typeof OrderSide>;
export type OrderSideOutput = zod.output<typeof OrderSide>;
