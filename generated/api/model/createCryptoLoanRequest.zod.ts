/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createCryptoLoanRequestLoanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCryptoLoanRequestLoanAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCryptoLoanRequestCollateralTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCryptoLoanRequestCollateralAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CreateCryptoLoanRequest = /*#__PURE__*/ zod.object({
  "loanTicker": /*#__PURE__*/ zod.stringFormat('ticker', createCryptoLoanRequestLoanTickerRegExp),
  "loanAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoanRequestLoanAmountRegExp),
  "collateralTicker": /*#__PURE__*/ zod.stringFormat('ticker', createCryptoLoanRequestCollateralTickerRegExp),
  "collateralAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoanRequestCollateralAmountRegExp)
})

export type CreateCryptoLoanRequest = zod.input<typeof CreateCryptoLoanRequest>;
export type CreateCryptoLoanRequestOutput = zod.output<typeof CreateCryptoLoanRequest>;
