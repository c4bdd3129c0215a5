/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const MarketSubType = /*#__PURE__*/ zod.enum(['crypto', 'fiat', 'stable'])

export type MarketSubType = zod.input<typeof MarketSubType>;
export type MarketSubTypeOutput = zod.output<typeof MarketSubType>;
