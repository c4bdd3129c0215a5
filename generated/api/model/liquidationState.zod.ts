/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const LiquidationState = zod.enum(['margin_call', 'liquidation']).describe('Liquidation stage of a position (trade API v4 `liquidationState`).')

export type LiquidationState = zod.input<typeof LiquidationState>;
export type LiquidationStateOutput = zod.output<typeof LiquidationState>;
