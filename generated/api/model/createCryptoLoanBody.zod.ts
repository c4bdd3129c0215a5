/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createCryptoLoanBodyLoanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCryptoLoanBodyLoanAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCryptoLoanBodyCollateralTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCryptoLoanBodyCollateralAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CreateCryptoLoanBody = /*#__PURE__*/ zod.object({
  "loanTicker": /*#__PURE__*/ zod.stringFormat('ticker', createCryptoLoanBodyLoanTickerRegExp),
  "loanAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoanBodyLoanAmountRegExp),
  "collateralTicker": /*#__PURE__*/ zod.stringFormat('ticker', createCryptoLoanBodyCollateralTickerRegExp),
  "collateralAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoanBodyCollateralAmountRegExp)
})

export type CreateCryptoLoanBody = zod.input<typeof CreateCryptoLoanBody>;
export type CreateCryptoLoanBodyOutput = zod.output<typeof CreateCryptoLoanBody>;
