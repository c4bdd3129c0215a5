/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const P2pOrderStatus = /*#__PURE__*/ zod.enum(['draft', 'created', 'paid', 'completed', 'cancelled', 'expired'])

export type P2pOrderStatus = zod.input<typeof P2pOrderStatus>;
export type P2pOrderStatusOutput = zod.output<typeof P2pOrderStatus>;
