/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const affiliateCampaignListResponseDataItemSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const affiliateCampaignListResponseDataItemTitleMax = 120;

export const affiliateCampaignListResponseDataItemStartsAtMin = 0;

export const affiliateCampaignListResponseDataItemEndsAtMin = 0;

export const affiliateCampaignListResponseDataItemCommissionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateCampaignListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const affiliateCampaignListResponseDataItemLandingPagesItemRegExp = new RegExp('^/[a-z0-9/-]{0,63}$');

export const affiliateCampaignListResponseDataItemTotalsClicksMin = 0;

export const affiliateCampaignListResponseDataItemTotalsRegistrationsMin = 0;

export const affiliateCampaignListResponseDataItemTotalsDepositsMin = 0;

export const affiliateCampaignListResponseDataItemTotalsEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AffiliateCampaignListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', affiliateCampaignListResponseDataItemSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(affiliateCampaignListResponseDataItemTitleMax)),
  "status": /*#__PURE__*/ zod.enum(['active', 'ended']),
  "startsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignListResponseDataItemStartsAtMin)),
  "endsAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignListResponseDataItemEndsAtMin))),
  "commissionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', affiliateCampaignListResponseDataItemCommissionRateRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', affiliateCampaignListResponseDataItemTickerRegExp),
  "landingPages": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('affiliate-landing-page', affiliateCampaignListResponseDataItemLandingPagesItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "totals": /*#__PURE__*/ zod.object({
  "clicks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignListResponseDataItemTotalsClicksMin)),
  "registrations": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignListResponseDataItemTotalsRegistrationsMin)),
  "deposits": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignListResponseDataItemTotalsDepositsMin)),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateCampaignListResponseDataItemTotalsEarnedRegExp)
})
}))
})

export type AffiliateCampaignListResponse = zod.input<typeof AffiliateCampaignListResponse>;
export type AffiliateCampaignListResponseOutput = zod.output<typeof AffiliateCampaignListResponse>;
