/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const addCryptoLoanCollateralBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AddCryptoLoanCollateralBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', addCryptoLoanCollateralBodyAmountRegExp)
})

export type AddCryptoLoanCollateralBody = zod.input<typeof AddCryptoLoanCollateralBody>;
export type AddCryptoLoanCollateralBodyOutput = zod.output<typeof AddCryptoLoanCollateralBody>;
