/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const closedPositionMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const closedPositionAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closedPositionBasePriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closedPositionClosePriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closedPositionRealizedPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closedPositionFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closedPositionOpenedAtMin = 0;

export const closedPositionClosedAtMin = 0;


export const ClosedPosition = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', closedPositionMarketRegExp),
  "positionSide": /*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH']),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal', closedPositionAmountRegExp),
  "basePrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', closedPositionBasePriceRegExp),
  "closePrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', closedPositionClosePriceRegExp),
  "realizedPnl": /*#__PURE__*/ zod.stringFormat('decimal', closedPositionRealizedPnlRegExp),
  "funding": /*#__PURE__*/ zod.stringFormat('decimal', closedPositionFundingRegExp),
  "openedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(closedPositionOpenedAtMin)),
  "closedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(closedPositionClosedAtMin))
})

export type ClosedPosition = zod.input<typeof ClosedPosition>;
export type ClosedPositionOutput = zod.output<typeof ClosedPosition>;
