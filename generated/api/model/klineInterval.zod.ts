/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const KlineIntervalDefault = `1h`;
export const KlineInterval = /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['1m', '3m', '5m', '15m', '30m', '1h', '2h', '4h', '6h', '8h', '12h', '1d', '3d', '1w', '1M']), KlineIntervalDefault)

export type KlineInterval = zod.input<typeof KlineInterval>;
export type KlineIntervalOutput = zod.output<typeof KlineInterval>;
