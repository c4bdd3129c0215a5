/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const launchpadProjectSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const launchpadProjectNameMax = 80;

export const launchpadProjectTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const launchpadProjectSummaryMax = 280;

export const launchpadProjectWebsiteMax = 4096;


export const launchpadProjectWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const launchpadProjectPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectTokensForSaleRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectHardCapRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectMinCommitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectMaxCommitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectTotalCommittedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectParticipantsMin = 0;

export const launchpadProjectVoteGoalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectVotesRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectVoteStartsAtMin = 0;

export const launchpadProjectVoteEndsAtMin = 0;

export const launchpadProjectSaleStartsAtMin = 0;

export const launchpadProjectSaleEndsAtMin = 0;

export const launchpadProjectDistributionAtMin = 0;

export const launchpadProjectParticipationVotedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectParticipationCommittedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectParticipationLockedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectParticipationTokensRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectParticipationUsedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadProjectParticipationRefundRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const LaunchpadProject = /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('launchpad-slug', launchpadProjectSlugRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(launchpadProjectNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', launchpadProjectTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['new', 'voted', 'published', 'active', 'distributing', 'distributed', 'failed']),
  "summary": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(launchpadProjectSummaryMax)),
  "website": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(launchpadProjectWebsiteMax)).check(/*#__PURE__*/ zod.regex(launchpadProjectWebsiteRegExp))),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectPriceRegExp),
  "tokensForSale": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectTokensForSaleRegExp),
  "hardCap": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectHardCapRegExp),
  "minCommit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectMinCommitRegExp),
  "maxCommit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectMaxCommitRegExp),
  "totalCommitted": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectTotalCommittedRegExp),
  "participants": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectParticipantsMin)),
  "voteGoal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectVoteGoalRegExp),
  "votes": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectVotesRegExp),
  "voteStartsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectVoteStartsAtMin)),
  "voteEndsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectVoteEndsAtMin)),
  "saleStartsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectSaleStartsAtMin)),
  "saleEndsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectSaleEndsAtMin)),
  "distributionAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadProjectDistributionAtMin)),
  "participation": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "voted": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectParticipationVotedRegExp),
  "committed": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectParticipationCommittedRegExp),
  "locked": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectParticipationLockedRegExp),
  "tokens": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectParticipationTokensRegExp),
  "used": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectParticipationUsedRegExp),
  "refund": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadProjectParticipationRefundRegExp),
  "distributed": /*#__PURE__*/ zod.boolean()
}))
})

export type LaunchpadProject = zod.input<typeof LaunchpadProject>;
export type LaunchpadProjectOutput = zod.output<typeof LaunchpadProject>;
