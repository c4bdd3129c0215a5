/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const MarketSubType = zod.enum(['crypto', 'fiat', 'stable']).describe('Listing filter of a market\'s quote asset (markets page `subType`).')

export type MarketSubType = zod.input<typeof MarketSubType>;
export type MarketSubTypeOutput = zod.output<typeof MarketSubType>;
