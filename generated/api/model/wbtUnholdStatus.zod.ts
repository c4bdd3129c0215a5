/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const WbtUnholdStatus = /*#__PURE__*/ zod.enum(['pending', 'completed', 'cancelled'])

export type WbtUnholdStatus = zod.input<typeof WbtUnholdStatus>;
export type WbtUnholdStatusOutput = zod.output<typeof WbtUnholdStatus>;
