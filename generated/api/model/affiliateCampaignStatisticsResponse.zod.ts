/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const affiliateCampaignStatisticsResponseDataCampaignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const affiliateCampaignStatisticsResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const affiliateCampaignStatisticsResponseDataTotalsClicksMin = 0;

export const affiliateCampaignStatisticsResponseDataTotalsRegistrationsMin = 0;

export const affiliateCampaignStatisticsResponseDataTotalsDepositsMin = 0;

export const affiliateCampaignStatisticsResponseDataTotalsEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateCampaignStatisticsResponseDataPointsItemDateMin = 0;

export const affiliateCampaignStatisticsResponseDataPointsItemClicksMin = 0;

export const affiliateCampaignStatisticsResponseDataPointsItemRegistrationsMin = 0;

export const affiliateCampaignStatisticsResponseDataPointsItemDepositsMin = 0;

export const affiliateCampaignStatisticsResponseDataPointsItemEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateCampaignStatisticsResponseDataPointsMax = 90;


export const AffiliateCampaignStatisticsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "campaign": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', affiliateCampaignStatisticsResponseDataCampaignRegExp),
  "period": /*#__PURE__*/ zod.enum(['7d', '30d', '90d']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', affiliateCampaignStatisticsResponseDataTickerRegExp),
  "totals": /*#__PURE__*/ zod.object({
  "clicks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignStatisticsResponseDataTotalsClicksMin)),
  "registrations": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignStatisticsResponseDataTotalsRegistrationsMin)),
  "deposits": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignStatisticsResponseDataTotalsDepositsMin)),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateCampaignStatisticsResponseDataTotalsEarnedRegExp)
}),
  "points": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignStatisticsResponseDataPointsItemDateMin)),
  "clicks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignStatisticsResponseDataPointsItemClicksMin)),
  "registrations": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignStatisticsResponseDataPointsItemRegistrationsMin)),
  "deposits": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignStatisticsResponseDataPointsItemDepositsMin)),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateCampaignStatisticsResponseDataPointsItemEarnedRegExp)
})).check(/*#__PURE__*/ zod.maxLength(affiliateCampaignStatisticsResponseDataPointsMax))
})
})

export type AffiliateCampaignStatisticsResponse = zod.input<typeof AffiliateCampaignStatisticsResponse>;
export type AffiliateCampaignStatisticsResponseOutput = zod.output<typeof AffiliateCampaignStatisticsResponse>;
