/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PositionSide = /*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])

export type PositionSide = zod.input<typeof PositionSide>;
export type PositionSideOutput = zod.output<typeof PositionSide>;
