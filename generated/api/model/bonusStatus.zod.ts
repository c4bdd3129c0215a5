/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const BonusStatus = zod.enum(['active', 'used', 'expired']).describe('Assumption: state of a trading bonus; the spec shows none.')

export type BonusStatus = zod.input<typeof BonusStatus>;
export type BonusStatusOutput = zod.output<typeof BonusStatus>;
