/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const getCardPaymentLimitsParamsTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const GetCardPaymentLimitsParams = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getCardPaymentLimitsParamsTickerRegExp)
})

export type GetCardPaymentLimitsParams = zod.input<typeof GetCardPaymentLimitsParams>;
export type GetCardPaymentLimitsParamsOutput = zod.output<typeof GetCardPaymentLimitsParams>;
