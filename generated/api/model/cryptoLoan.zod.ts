/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const cryptoLoanLoanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoLoanPrincipalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanInterestRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanCollateralTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoLoanCollateralAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanHourlyRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanInitialLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanMarginCallLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanLiquidationLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanMarginCallPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanLiquidationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanCreatedAtMin = 0;

export const cryptoLoanClosedAtOneMin = 0;


export const CryptoLoan = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "loanTicker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoLoanLoanTickerRegExp),
  "principal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanPrincipalRegExp),
  "interest": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanInterestRegExp),
  "collateralTicker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoLoanCollateralTickerRegExp),
  "collateralAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanCollateralAmountRegExp),
  "hourlyRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanHourlyRateRegExp),
  "ltv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanLtvRegExp),
  "initialLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanInitialLtvRegExp),
  "marginCallLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanMarginCallLtvRegExp),
  "liquidationLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanLiquidationLtvRegExp),
  "marginCallPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanMarginCallPriceRegExp),
  "liquidationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanLiquidationPriceRegExp),
  "status": /*#__PURE__*/ zod.enum(['open', 'repaid', 'liquidated']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoLoanCreatedAtMin)),
  "closedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoLoanClosedAtOneMin)),/*#__PURE__*/ zod.null()])
})

export type CryptoLoan = zod.input<typeof CryptoLoan>;
export type CryptoLoanOutput = zod.output<typeof CryptoLoan>;
