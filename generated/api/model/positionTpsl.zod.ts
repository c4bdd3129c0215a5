/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const positionTpslMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const positionTpslTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const positionTpslStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PositionTpsl = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', positionTpslMarketRegExp),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "takeProfitId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "takeProfit": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', positionTpslTakeProfitRegExp)),
  "stopLossId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "stopLoss": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', positionTpslStopLossRegExp))
})

export type PositionTpsl = zod.input<typeof PositionTpsl>;
export type PositionTpslOutput = zod.output<typeof PositionTpsl>;
