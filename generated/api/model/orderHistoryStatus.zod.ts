/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const OrderHistoryStatus = /*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)

export type OrderHistoryStatus = zod.input<typeof OrderHistoryStatus>;
export type OrderHistoryStatusOutput = zod.output<typeof OrderHistoryStatus>;
