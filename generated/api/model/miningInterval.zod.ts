/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const MiningInterval = /*#__PURE__*/ zod.enum(['5m', '1h', '24h'])

export type MiningInterval = zod.input<typeof MiningInterval>;
export type MiningIntervalOutput = zod.output<typeof MiningInterval>;
