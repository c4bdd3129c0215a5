/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const quickSendCurrencyListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const quickSendCurrencyListResponseDataItemNameMax = 64;

export const quickSendCurrencyListResponseDataItemDecimalsMin = 0;
export const quickSendCurrencyListResponseDataItemDecimalsMax = 8;


export const QuickSendCurrencyListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', quickSendCurrencyListResponseDataItemTickerRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(quickSendCurrencyListResponseDataItemNameMax)),
  "decimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(quickSendCurrencyListResponseDataItemDecimalsMin)).check(/*#__PURE__*/ zod.lte(quickSendCurrencyListResponseDataItemDecimalsMax))
}))
})

export type QuickSendCurrencyListResponse = zod.input<typeof QuickSendCurrencyListResponse>;
export type QuickSendCurrencyListResponseOutput = zod.output<typeof QuickSendCurrencyListResponse>;
