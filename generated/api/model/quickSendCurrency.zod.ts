/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const quickSendCurrencyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const quickSendCurrencyNameMax = 64;

export const quickSendCurrencyDecimalsMin = 0;
export const quickSendCurrencyDecimalsMax = 8;


export const QuickSendCurrency = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', quickSendCurrencyTickerRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(quickSendCurrencyNameMax)),
  "decimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendCurrencyDecimalsMin)).check(/*#__PURE__*/ zod.lte(quickSendCurrencyDecimalsMax))
})

export type QuickSendCurrency = zod.input<typeof QuickSendCurrency>;
export type QuickSendCurrencyOutput = zod.output<typeof QuickSendCurrency>;
