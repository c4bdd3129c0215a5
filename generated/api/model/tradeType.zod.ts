/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const TradeType = /*#__PURE__*/ zod.enum(['spot', 'margin', 'futures'])

export type TradeType = zod.input<typeof TradeType>;
export type TradeTypeOutput = zod.output<typeof TradeType>;
