/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const closedPositionListResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const closedPositionListResponseDataItemAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closedPositionListResponseDataItemBasePriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closedPositionListResponseDataItemClosePriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closedPositionListResponseDataItemRealizedPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closedPositionListResponseDataItemFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closedPositionListResponseDataItemOpenedAtMin = 0;

export const closedPositionListResponseDataItemClosedAtMin = 0;

export const closedPositionListResponseDataMax = 100;

export const closedPositionListResponsePaginationLimitMax = 100;

export const closedPositionListResponsePaginationOffsetMin = 0;

export const closedPositionListResponsePaginationTotalMin = 0;


export const ClosedPositionListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', closedPositionListResponseDataItemMarketRegExp),
  "positionSide": /*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH']),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal', closedPositionListResponseDataItemAmountRegExp),
  "basePrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', closedPositionListResponseDataItemBasePriceRegExp),
  "closePrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', closedPositionListResponseDataItemClosePriceRegExp),
  "realizedPnl": /*#__PURE__*/ zod.stringFormat('decimal', closedPositionListResponseDataItemRealizedPnlRegExp),
  "funding": /*#__PURE__*/ zod.stringFormat('decimal', closedPositionListResponseDataItemFundingRegExp),
  "openedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(closedPositionListResponseDataItemOpenedAtMin)),
  "closedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(closedPositionListResponseDataItemClosedAtMin))
})).check(/*#__PURE__*/ zod.maxLength(closedPositionListResponseDataMax)),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(closedPositionListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(closedPositionListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(closedPositionListResponsePaginationTotalMin))
})
})

export type ClosedPositionListResponse = zod.input<typeof ClosedPositionListResponse>;
export type ClosedPositionListResponseOutput = zod.output<typeof ClosedPositionListResponse>;
