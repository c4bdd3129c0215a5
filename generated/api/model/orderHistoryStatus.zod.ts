/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const OrderHistoryStatus = zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.')

export type OrderHistoryStatus = zod.input<typeof OrderHistoryStatus>;
export type OrderHistoryStatusOutput = zod.output<typeof OrderHistoryStatus>;
