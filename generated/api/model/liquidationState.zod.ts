/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const LiquidationState = /*#__PURE__*/ zod.enum(['margin_call', 'liquidation'])

export type LiquidationState = zod.input<typeof LiquidationState>;
export type LiquidationStateOutput = zod.output<typeof LiquidationState>;
