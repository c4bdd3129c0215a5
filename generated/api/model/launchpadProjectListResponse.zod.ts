/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const launchpadProjectListResponseDataItemSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const launchpadProjectListResponseDataItemNameMax = 80;

export const launchpadProjectListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const launchpadProjectListResponseDataItemSummaryMax = 280;

export const launchpadProjectListResponseDataItemWebsiteMax = 4096;


export const launchpadProjectListResponseDataItemWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const launchpadProjectListResponseDataItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectListResponseDataItemTokensForSaleRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectListResponseDataItemHardCapRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectListResponseDataItemMinCommitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectListResponseDataItemMaxCommitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectListResponseDataItemTotalCommittedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectListResponseDataItemParticipantsMin = 0;

export const launchpadProjectListResponseDataItemVoteGoalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectListResponseDataItemVotesRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectListResponseDataItemVoteStartsAtMin = 0;

export const launchpadProjectListResponseDataItemVoteEndsAtMin = 0;

export const launchpadProjectListResponseDataItemSaleStartsAtMin = 0;

export const launchpadProjectListResponseDataItemSaleEndsAtMin = 0;

export const launchpadProjectListResponseDataItemDistributionAtMin = 0;

export const launchpadProjectListResponseDataItemParticipationVotedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectListResponseDataItemParticipationCommittedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectListResponseDataItemParticipationLockedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectListResponseDataItemParticipationTokensRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectListResponseDataItemParticipationUsedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectListResponseDataItemParticipationRefundRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const LaunchpadProjectListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('launchpad-slug', launchpadProjectListResponseDataItemSlugRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(launchpadProjectListResponseDataItemNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', launchpadProjectListResponseDataItemTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['new', 'voted', 'published', 'active', 'distributing', 'distributed', 'failed']),
  "summary": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(launchpadProjectListResponseDataItemSummaryMax)),
  "website": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(launchpadProjectListResponseDataItemWebsiteMax)).check(/*#__PURE__*/ zod.regex(launchpadProjectListResponseDataItemWebsiteRegExp))),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectListResponseDataItemPriceRegExp),
  "tokensForSale": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectListResponseDataItemTokensForSaleRegExp),
  "hardCap": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectListResponseDataItemHardCapRegExp),
  "minCommit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectListResponseDataItemMinCommitRegExp),
  "maxCommit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectListResponseDataItemMaxCommitRegExp),
  "totalCommitted": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectListResponseDataItemTotalCommittedRegExp),
  "participants": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectListResponseDataItemParticipantsMin)),
  "voteGoal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectListResponseDataItemVoteGoalRegExp),
  "votes": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectListResponseDataItemVotesRegExp),
  "voteStartsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectListResponseDataItemVoteStartsAtMin)),
  "voteEndsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectListResponseDataItemVoteEndsAtMin)),
  "saleStartsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectListResponseDataItemSaleStartsAtMin)),
  "saleEndsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectListResponseDataItemSaleEndsAtMin)),
  "distributionAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectListResponseDataItemDistributionAtMin)),
  "participation": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "voted": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectListResponseDataItemParticipationVotedRegExp),
  "committed": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectListResponseDataItemParticipationCommittedRegExp),
  "locked": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectListResponseDataItemParticipationLockedRegExp),
  "tokens": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectListResponseDataItemParticipationTokensRegExp),
  "used": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectListResponseDataItemParticipationUsedRegExp),
  "refund": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectListResponseDataItemParticipationRefundRegExp),
  "distributed": /*#__PURE__*/ zod.boolean()
}))
}))
})

export type LaunchpadProjectListResponse = zod.input<typeof LaunchpadProjectListResponse>;
export type LaunchpadProjectListResponseOutput = zod.output<typeof LaunchpadProjectListResponse>;
