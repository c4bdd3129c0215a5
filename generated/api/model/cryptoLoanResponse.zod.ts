/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const cryptoLoanResponseDataLoanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoLoanResponseDataPrincipalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanResponseDataInterestRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanResponseDataCollateralTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoLoanResponseDataCollateralAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanResponseDataHourlyRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanResponseDataLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanResponseDataInitialLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanResponseDataMarginCallLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanResponseDataLiquidationLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanResponseDataMarginCallPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanResponseDataLiquidationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanResponseDataCreatedAtMin = 0;

export const cryptoLoanResponseDataClosedAtOneMin = 0;


export const CryptoLoanResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "loanTicker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoLoanResponseDataLoanTickerRegExp),
  "principal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanResponseDataPrincipalRegExp),
  "interest": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanResponseDataInterestRegExp),
  "collateralTicker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoLoanResponseDataCollateralTickerRegExp),
  "collateralAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanResponseDataCollateralAmountRegExp),
  "hourlyRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanResponseDataHourlyRateRegExp),
  "ltv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanResponseDataLtvRegExp),
  "initialLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanResponseDataInitialLtvRegExp),
  "marginCallLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanResponseDataMarginCallLtvRegExp),
  "liquidationLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanResponseDataLiquidationLtvRegExp),
  "marginCallPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanResponseDataMarginCallPriceRegExp),
  "liquidationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanResponseDataLiquidationPriceRegExp),
  "status": /*#__PURE__*/ zod.enum(['open', 'repaid', 'liquidated']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoLoanResponseDataCreatedAtMin)),
  "closedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoLoanResponseDataClosedAtOneMin)),/*#__PURE__*/ zod.null()])
})
})

export type CryptoLoanResponse = zod.input<typeof CryptoLoanResponse>;
export type CryptoLoanResponseOutput = zod.output<typeof CryptoLoanResponse>;
