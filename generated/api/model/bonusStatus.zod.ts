/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const BonusStatus = /*#__PURE__*/ zod.enum(['active', 'used', 'expired'])

export type BonusStatus = zod.input<typeof BonusStatus>;
export type BonusStatusOutput = zod.output<typeof BonusStatus>;
