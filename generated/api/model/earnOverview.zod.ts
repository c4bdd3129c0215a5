/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const earnOverviewAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const earnOverviewAssetsItemFlexibleRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewAssetsItemFixedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewAssetsItemFlexibleEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewAssetsItemFixedExpectedProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewFlexibleUsdtRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewFixedUsdtRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewTotalUsdtRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const EarnOverview = /*#__PURE__*/ zod.object({
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', earnOverviewAssetsItemTickerRegExp),
  "flexible": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewAssetsItemFlexibleRegExp),
  "fixed": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewAssetsItemFixedRegExp),
  "flexibleEarned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewAssetsItemFlexibleEarnedRegExp),
  "fixedExpectedProfit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewAssetsItemFixedExpectedProfitRegExp)
})),
  "flexibleUsdt": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewFlexibleUsdtRegExp),
  "fixedUsdt": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewFixedUsdtRegExp),
  "totalUsdt": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewTotalUsdtRegExp)
})

export type EarnOverview = zod.input<typeof EarnOverview>;
export type EarnOverviewOutput = zod.output<typeof EarnOverview>;
