/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const earnOverviewAssetTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const earnOverviewAssetFlexibleRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewAssetFixedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewAssetFlexibleEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnOverviewAssetFixedExpectedProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const EarnOverviewAsset = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', earnOverviewAssetTickerRegExp),
  "flexible": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewAssetFlexibleRegExp),
  "fixed": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewAssetFixedRegExp),
  "flexibleEarned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewAssetFlexibleEarnedRegExp),
  "fixedExpectedProfit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnOverviewAssetFixedExpectedProfitRegExp)
})

export type EarnOverviewAsset = zod.input<typeof EarnOverviewAsset>;
export type EarnOverviewAssetOutput = zod.output<typeof EarnOverviewAsset>;
