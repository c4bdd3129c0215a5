/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const launchpadProjectResponseDataSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const launchpadProjectResponseDataNameMax = 80;

export const launchpadProjectResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const launchpadProjectResponseDataSummaryMax = 280;

export const launchpadProjectResponseDataWebsiteMax = 4096;


export const launchpadProjectResponseDataWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const launchpadProjectResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectResponseDataTokensForSaleRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectResponseDataHardCapRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectResponseDataMinCommitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectResponseDataMaxCommitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectResponseDataTotalCommittedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectResponseDataParticipantsMin = 0;

export const launchpadProjectResponseDataVoteGoalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectResponseDataVotesRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectResponseDataVoteStartsAtMin = 0;

export const launchpadProjectResponseDataVoteEndsAtMin = 0;

export const launchpadProjectResponseDataSaleStartsAtMin = 0;

export const launchpadProjectResponseDataSaleEndsAtMin = 0;

export const launchpadProjectResponseDataDistributionAtMin = 0;

export const launchpadProjectResponseDataParticipationVotedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectResponseDataParticipationCommittedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectResponseDataParticipationLockedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectResponseDataParticipationTokensRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectResponseDataParticipationUsedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectResponseDataParticipationRefundRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const LaunchpadProjectResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('launchpad-slug', launchpadProjectResponseDataSlugRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(launchpadProjectResponseDataNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', launchpadProjectResponseDataTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['new', 'voted', 'published', 'active', 'distributing', 'distributed', 'failed']),
  "summary": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(launchpadProjectResponseDataSummaryMax)),
  "website": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(launchpadProjectResponseDataWebsiteMax)).check(/*#__PURE__*/ zod.regex(launchpadProjectResponseDataWebsiteRegExp))),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectResponseDataPriceRegExp),
  "tokensForSale": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectResponseDataTokensForSaleRegExp),
  "hardCap": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectResponseDataHardCapRegExp),
  "minCommit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectResponseDataMinCommitRegExp),
  "maxCommit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectResponseDataMaxCommitRegExp),
  "totalCommitted": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectResponseDataTotalCommittedRegExp),
  "participants": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectResponseDataParticipantsMin)),
  "voteGoal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectResponseDataVoteGoalRegExp),
  "votes": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectResponseDataVotesRegExp),
  "voteStartsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectResponseDataVoteStartsAtMin)),
  "voteEndsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectResponseDataVoteEndsAtMin)),
  "saleStartsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectResponseDataSaleStartsAtMin)),
  "saleEndsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectResponseDataSaleEndsAtMin)),
  "distributionAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectResponseDataDistributionAtMin)),
  "participation": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "voted": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectResponseDataParticipationVotedRegExp),
  "committed": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectResponseDataParticipationCommittedRegExp),
  "locked": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectResponseDataParticipationLockedRegExp),
  "tokens": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectResponseDataParticipationTokensRegExp),
  "used": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectResponseDataParticipationUsedRegExp),
  "refund": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectResponseDataParticipationRefundRegExp),
  "distributed": /*#__PURE__*/ zod.boolean()
}))
})
})

export type LaunchpadProjectResponse = zod.input<typeof LaunchpadProjectResponse>;
export type LaunchpadProjectResponseOutput = zod.output<typeof LaunchpadProjectResponse>;
