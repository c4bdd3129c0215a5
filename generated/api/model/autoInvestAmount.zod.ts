/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const autoInvestAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestAmountAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AutoInvestAmount = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestAmountTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestAmountAmountRegExp)
})

export type AutoInvestAmount = zod.input<typeof AutoInvestAmount>;
export type AutoInvestAmountOutput = zod.output<typeof AutoInvestAmount>;
