/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const affiliateCampaignSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const affiliateCampaignTitleMax = 120;

export const affiliateCampaignStartsAtMin = 0;

export const affiliateCampaignEndsAtMin = 0;

export const affiliateCampaignCommissionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateCampaignTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const affiliateCampaignLandingPagesItemRegExp = new RegExp('^/[a-z0-9/-]{0,63}$');

export const affiliateCampaignTotalsClicksMin = 0;

export const affiliateCampaignTotalsRegistrationsMin = 0;

export const affiliateCampaignTotalsDepositsMin = 0;

export const affiliateCampaignTotalsEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AffiliateCampaign = /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', affiliateCampaignSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(affiliateCampaignTitleMax)),
  "status": /*#__PURE__*/ zod.enum(['active', 'ended']),
  "startsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignStartsAtMin)),
  "endsAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignEndsAtMin))),
  "commissionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', affiliateCampaignCommissionRateRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', affiliateCampaignTickerRegExp),
  "landingPages": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('affiliate-landing-page', affiliateCampaignLandingPagesItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "totals": /*#__PURE__*/ zod.object({
  "clicks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignTotalsClicksMin)),
  "registrations": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignTotalsRegistrationsMin)),
  "deposits": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateCampaignTotalsDepositsMin)),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateCampaignTotalsEarnedRegExp)
})
})

export type AffiliateCampaign = zod.input<typeof AffiliateCampaign>;
export type AffiliateCampaignOutput = zod.output<typeof AffiliateCampaign>;
