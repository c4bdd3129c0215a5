/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const cryptoLoanEventTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoLoanEventAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanEventTimeMin = 0;


export const CryptoLoanEvent = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "loanId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "kind": /*#__PURE__*/ zod.enum(['borrow', 'repay', 'collateral', 'release', 'liquidation']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoLoanEventTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanEventAmountRegExp),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoLoanEventTimeMin))
})

export type CryptoLoanEvent = zod.input<typeof CryptoLoanEvent>;
export type CryptoLoanEventOutput = zod.output<typeof CryptoLoanEvent>;
