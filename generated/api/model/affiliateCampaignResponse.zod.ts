/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const affiliateCampaignResponseDataSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const affiliateCampaignResponseDataTitleMax = 120;

export const affiliateCampaignResponseDataStartsAtMin = 0;

export const affiliateCampaignResponseDataEndsAtMin = 0;

export const affiliateCampaignResponseDataCommissionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateCampaignResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const affiliateCampaignResponseDataLandingPagesItemRegExp = new RegExp('^/[a-z0-9/-]{0,63}$');

export const affiliateCampaignResponseDataTotalsClicksMin = 0;

export const affiliateCampaignResponseDataTotalsRegistrationsMin = 0;

export const affiliateCampaignResponseDataTotalsDepositsMin = 0;

export const affiliateCampaignResponseDataTotalsEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AffiliateCampaignResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', affiliateCampaignResponseDataSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(affiliateCampaignResponseDataTitleMax)),
  "status": /*#__PURE__*/ zod.enum(['active', 'ended']),
  "startsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignResponseDataStartsAtMin)),
  "endsAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignResponseDataEndsAtMin))),
  "commissionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', affiliateCampaignResponseDataCommissionRateRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', affiliateCampaignResponseDataTickerRegExp),
  "landingPages": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('affiliate-landing-page', affiliateCampaignResponseDataLandingPagesItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "totals": /*#__PURE__*/ zod.object({
  "clicks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignResponseDataTotalsClicksMin)),
  "registrations": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignResponseDataTotalsRegistrationsMin)),
  "deposits": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignResponseDataTotalsDepositsMin)),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateCampaignResponseDataTotalsEarnedRegExp)
})
})
})

export type AffiliateCampaignResponse = zod.input<typeof AffiliateCampaignResponse>;
export type AffiliateCampaignResponseOutput = zod.output<typeof AffiliateCampaignResponse>;
