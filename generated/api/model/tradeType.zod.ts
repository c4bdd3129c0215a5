/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const TradeType = zod.enum(['spot', 'margin', 'futures']).describe('Trade type as used in paths and queries.')

export type TradeType = zod.input<typeof TradeType>;
export type TradeTypeOutput = zod.output<typeof TradeType>;
