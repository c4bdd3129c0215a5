/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const cryptoLoanListResponseDataItemLoanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoLoanListResponseDataItemPrincipalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanListResponseDataItemInterestRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanListResponseDataItemCollateralTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoLoanListResponseDataItemCollateralAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanListResponseDataItemHourlyRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanListResponseDataItemLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanListResponseDataItemInitialLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanListResponseDataItemMarginCallLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanListResponseDataItemLiquidationLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanListResponseDataItemMarginCallPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanListResponseDataItemLiquidationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanListResponseDataItemCreatedAtMin = 0;

export const cryptoLoanListResponseDataItemClosedAtOneMin = 0;

export const cryptoLoanListResponsePaginationLimitMax = 100;

export const cryptoLoanListResponsePaginationOffsetMin = 0;

export const cryptoLoanListResponsePaginationTotalMin = 0;


export const CryptoLoanListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "loanTicker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoLoanListResponseDataItemLoanTickerRegExp),
  "principal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanListResponseDataItemPrincipalRegExp),
  "interest": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanListResponseDataItemInterestRegExp),
  "collateralTicker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoLoanListResponseDataItemCollateralTickerRegExp),
  "collateralAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanListResponseDataItemCollateralAmountRegExp),
  "hourlyRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanListResponseDataItemHourlyRateRegExp),
  "ltv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanListResponseDataItemLtvRegExp),
  "initialLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanListResponseDataItemInitialLtvRegExp),
  "marginCallLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanListResponseDataItemMarginCallLtvRegExp),
  "liquidationLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanListResponseDataItemLiquidationLtvRegExp),
  "marginCallPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanListResponseDataItemMarginCallPriceRegExp),
  "liquidationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanListResponseDataItemLiquidationPriceRegExp),
  "status": /*#__PURE__*/ zod.enum(['open', 'repaid', 'liquidated']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoLoanListResponseDataItemCreatedAtMin)),
  "closedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoLoanListResponseDataItemClosedAtOneMin)),/*#__PURE__*/ zod.null()])
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(cryptoLoanListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoLoanListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoLoanListResponsePaginationTotalMin))
})
})

export type CryptoLoanListResponse = zod.input<typeof CryptoLoanListResponse>;
export type CryptoLoanListResponseOutput = zod.output<typeof CryptoLoanListResponse>;
