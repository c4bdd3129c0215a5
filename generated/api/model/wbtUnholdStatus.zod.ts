/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const WbtUnholdStatus = zod.enum(['pending', 'completed', 'cancelled']).describe('Assumption: state of an unhold request; the spec shows none.')

export type WbtUnholdStatus = zod.input<typeof WbtUnholdStatus>;
export type WbtUnholdStatusOutput = zod.output<typeof WbtUnholdStatus>;
