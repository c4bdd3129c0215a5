/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const earnOverviewResponseDataAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const earnOverviewResponseDataAssetsItemFlexibleRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewResponseDataAssetsItemFixedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewResponseDataAssetsItemFlexibleEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewResponseDataAssetsItemFixedExpectedProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewResponseDataFlexibleUsdtRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewResponseDataFixedUsdtRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewResponseDataTotalUsdtRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const EarnOverviewResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', earnOverviewResponseDataAssetsItemTickerRegExp),
  "flexible": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewResponseDataAssetsItemFlexibleRegExp),
  "fixed": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewResponseDataAssetsItemFixedRegExp),
  "flexibleEarned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewResponseDataAssetsItemFlexibleEarnedRegExp),
  "fixedExpectedProfit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewResponseDataAssetsItemFixedExpectedProfitRegExp)
})),
  "flexibleUsdt": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewResponseDataFlexibleUsdtRegExp),
  "fixedUsdt": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewResponseDataFixedUsdtRegExp),
  "totalUsdt": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewResponseDataTotalUsdtRegExp)
})
})

export type EarnOverviewResponse = zod.input<typeof EarnOverviewResponse>;
export type EarnOverviewResponseOutput = zod.output<typeof EarnOverviewResponse>;
