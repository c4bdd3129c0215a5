/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const PositionSide = zod.enum(['LONG', 'SHORT', 'BOTH']).describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.')

export type PositionSide = zod.input<typeof PositionSide>;
export type PositionSideOutput = zod.output<typeof PositionSide>;
