/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Assumption: no published counterpart. Every project, newest sale first, or those of one `status` (spec section 4); a signed-in user also gets their participation in each. Code 4305 FailedToGetLaunchpadProjects on failure.
 * @summary List the launchpad projects
 */
export const ListLaunchpadProjectsQueryParams = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['new', 'voted', 'published', 'active', 'distributing', 'distributed', 'failed'])).check(/*#__PURE__*/ zod.describe('Only the projects in this status.'))
})

export const listLaunchpadProjects200ResponseDataItemSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const listLaunchpadProjects200ResponseDataItemNameMax = 80;

export const listLaunchpadProjects200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listLaunchpadProjects200ResponseDataItemSummaryMax = 280;

export const listLaunchpadProjects200ResponseDataItemWebsiteMax = 4096;


export const listLaunchpadProjects200ResponseDataItemWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const listLaunchpadProjects200ResponseDataItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLaunchpadProjects200ResponseDataItemTokensForSaleRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLaunchpadProjects200ResponseDataItemHardCapRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLaunchpadProjects200ResponseDataItemMinCommitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLaunchpadProjects200ResponseDataItemMaxCommitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLaunchpadProjects200ResponseDataItemTotalCommittedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLaunchpadProjects200ResponseDataItemParticipantsMin = 0;

export const listLaunchpadProjects200ResponseDataItemVoteGoalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLaunchpadProjects200ResponseDataItemVotesRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLaunchpadProjects200ResponseDataItemVoteStartsAtMin = 0;

export const listLaunchpadProjects200ResponseDataItemVoteEndsAtMin = 0;

export const listLaunchpadProjects200ResponseDataItemSaleStartsAtMin = 0;

export const listLaunchpadProjects200ResponseDataItemSaleEndsAtMin = 0;

export const listLaunchpadProjects200ResponseDataItemDistributionAtMin = 0;

export const listLaunchpadProjects200ResponseDataItemParticipationVotedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLaunchpadProjects200ResponseDataItemParticipationCommittedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLaunchpadProjects200ResponseDataItemParticipationLockedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLaunchpadProjects200ResponseDataItemParticipationTokensRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLaunchpadProjects200ResponseDataItemParticipationUsedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLaunchpadProjects200ResponseDataItemParticipationRefundRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ListLaunchpadProjects200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('launchpad-slug', listLaunchpadProjects200ResponseDataItemSlugRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(listLaunchpadProjects200ResponseDataItemNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', listLaunchpadProjects200ResponseDataItemTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['new', 'voted', 'published', 'active', 'distributing', 'distributed', 'failed']),
  "summary": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(listLaunchpadProjects200ResponseDataItemSummaryMax)),
  "website": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(listLaunchpadProjects200ResponseDataItemWebsiteMax)).check(/*#__PURE__*/ zod.regex(listLaunchpadProjects200ResponseDataItemWebsiteRegExp))),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadProjects200ResponseDataItemPriceRegExp),
  "tokensForSale": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadProjects200ResponseDataItemTokensForSaleRegExp),
  "hardCap": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadProjects200ResponseDataItemHardCapRegExp),
  "minCommit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadProjects200ResponseDataItemMinCommitRegExp),
  "maxCommit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadProjects200ResponseDataItemMaxCommitRegExp),
  "totalCommitted": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadProjects200ResponseDataItemTotalCommittedRegExp),
  "participants": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadProjects200ResponseDataItemParticipantsMin)),
  "voteGoal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadProjects200ResponseDataItemVoteGoalRegExp),
  "votes": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadProjects200ResponseDataItemVotesRegExp),
  "voteStartsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadProjects200ResponseDataItemVoteStartsAtMin)),
  "voteEndsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadProjects200ResponseDataItemVoteEndsAtMin)),
  "saleStartsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadProjects200ResponseDataItemSaleStartsAtMin)),
  "saleEndsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadProjects200ResponseDataItemSaleEndsAtMin)),
  "distributionAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadProjects200ResponseDataItemDistributionAtMin)),
  "participation": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "voted": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadProjects200ResponseDataItemParticipationVotedRegExp),
  "committed": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadProjects200ResponseDataItemParticipationCommittedRegExp),
  "locked": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadProjects200ResponseDataItemParticipationLockedRegExp),
  "tokens": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadProjects200ResponseDataItemParticipationTokensRegExp),
  "used": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadProjects200ResponseDataItemParticipationUsedRegExp),
  "refund": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadProjects200ResponseDataItemParticipationRefundRegExp),
  "distributed": /*#__PURE__*/ zod.boolean()
}))
}))
})

export const ListLaunchpadProjects429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListLaunchpadProjects451Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListLaunchpadProjects5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: no published counterpart. One project by its slug (page /launchpad/projects/:slug) with its sale terms, schedule, vote and subscription totals, and for a signed-in user their participation; 404 for an unknown slug. Code 4306 FailedToGetLaunchpadProject on failure.
 * @summary Get a launchpad project
 */
export const getLaunchpadProjectPathSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');


export const GetLaunchpadProjectParams = /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('launchpad-slug', getLaunchpadProjectPathSlugRegExp).check(/*#__PURE__*/ zod.describe('The project\'s slug.'))
})

export const getLaunchpadProject200ResponseDataSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const getLaunchpadProject200ResponseDataNameMax = 80;

export const getLaunchpadProject200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getLaunchpadProject200ResponseDataSummaryMax = 280;

export const getLaunchpadProject200ResponseDataWebsiteMax = 4096;


export const getLaunchpadProject200ResponseDataWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const getLaunchpadProject200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getLaunchpadProject200ResponseDataTokensForSaleRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getLaunchpadProject200ResponseDataHardCapRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getLaunchpadProject200ResponseDataMinCommitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getLaunchpadProject200ResponseDataMaxCommitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getLaunchpadProject200ResponseDataTotalCommittedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getLaunchpadProject200ResponseDataParticipantsMin = 0;

export const getLaunchpadProject200ResponseDataVoteGoalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getLaunchpadProject200ResponseDataVotesRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getLaunchpadProject200ResponseDataVoteStartsAtMin = 0;

export const getLaunchpadProject200ResponseDataVoteEndsAtMin = 0;

export const getLaunchpadProject200ResponseDataSaleStartsAtMin = 0;

export const getLaunchpadProject200ResponseDataSaleEndsAtMin = 0;

export const getLaunchpadProject200ResponseDataDistributionAtMin = 0;

export const getLaunchpadProject200ResponseDataParticipationVotedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getLaunchpadProject200ResponseDataParticipationCommittedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getLaunchpadProject200ResponseDataParticipationLockedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getLaunchpadProject200ResponseDataParticipationTokensRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getLaunchpadProject200ResponseDataParticipationUsedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getLaunchpadProject200ResponseDataParticipationRefundRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetLaunchpadProject200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('launchpad-slug', getLaunchpadProject200ResponseDataSlugRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getLaunchpadProject200ResponseDataNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getLaunchpadProject200ResponseDataTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['new', 'voted', 'published', 'active', 'distributing', 'distributed', 'failed']),
  "summary": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(getLaunchpadProject200ResponseDataSummaryMax)),
  "website": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(getLaunchpadProject200ResponseDataWebsiteMax)).check(/*#__PURE__*/ zod.regex(getLaunchpadProject200ResponseDataWebsiteRegExp))),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getLaunchpadProject200ResponseDataPriceRegExp),
  "tokensForSale": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getLaunchpadProject200ResponseDataTokensForSaleRegExp),
  "hardCap": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getLaunchpadProject200ResponseDataHardCapRegExp),
  "minCommit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getLaunchpadProject200ResponseDataMinCommitRegExp),
  "maxCommit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getLaunchpadProject200ResponseDataMaxCommitRegExp),
  "totalCommitted": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getLaunchpadProject200ResponseDataTotalCommittedRegExp),
  "participants": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getLaunchpadProject200ResponseDataParticipantsMin)),
  "voteGoal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getLaunchpadProject200ResponseDataVoteGoalRegExp),
  "votes": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getLaunchpadProject200ResponseDataVotesRegExp),
  "voteStartsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getLaunchpadProject200ResponseDataVoteStartsAtMin)),
  "voteEndsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getLaunchpadProject200ResponseDataVoteEndsAtMin)),
  "saleStartsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getLaunchpadProject200ResponseDataSaleStartsAtMin)),
  "saleEndsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getLaunchpadProject200ResponseDataSaleEndsAtMin)),
  "distributionAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getLaunchpadProject200ResponseDataDistributionAtMin)),
  "participation": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "voted": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getLaunchpadProject200ResponseDataParticipationVotedRegExp),
  "committed": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getLaunchpadProject200ResponseDataParticipationCommittedRegExp),
  "locked": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getLaunchpadProject200ResponseDataParticipationLockedRegExp),
  "tokens": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getLaunchpadProject200ResponseDataParticipationTokensRegExp),
  "used": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getLaunchpadProject200ResponseDataParticipationUsedRegExp),
  "refund": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getLaunchpadProject200ResponseDataParticipationRefundRegExp),
  "distributed": /*#__PURE__*/ zod.boolean()
}))
})
})

export const GetLaunchpadProject404Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetLaunchpadProject429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetLaunchpadProject451Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetLaunchpadProject5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: no published counterpart. Commits WBT from the main balance to the launchpad balance: a vote while the project is `new` (given back when the vote closes), a subscription while it is `active` (settled at distribution: the allocation's cost is kept, the rest refunded). Several commits add up. A 422 carries code 32 ErrAmount on `amount` (below `minCommit`, or the user's subscription above `maxCommit`), 37 NotEnoughBalance on `amount`, or 4307 FailedToJoinLaunchpadProject when the project takes no vote or subscription now; 404 for an unknown slug. Code 4307 on any other failure.
 * @summary Vote for or subscribe to a launchpad project with WBT
 */
export const joinLaunchpadProjectPathSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');


export const JoinLaunchpadProjectParams = /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('launchpad-slug', joinLaunchpadProjectPathSlugRegExp).check(/*#__PURE__*/ zod.describe('The project\'s slug.'))
})

export const joinLaunchpadProjectBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const JoinLaunchpadProjectBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProjectBodyAmountRegExp)
})

export const joinLaunchpadProject200ResponseDataSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const joinLaunchpadProject200ResponseDataNameMax = 80;

export const joinLaunchpadProject200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const joinLaunchpadProject200ResponseDataSummaryMax = 280;

export const joinLaunchpadProject200ResponseDataWebsiteMax = 4096;


export const joinLaunchpadProject200ResponseDataWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const joinLaunchpadProject200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinLaunchpadProject200ResponseDataTokensForSaleRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinLaunchpadProject200ResponseDataHardCapRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinLaunchpadProject200ResponseDataMinCommitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinLaunchpadProject200ResponseDataMaxCommitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinLaunchpadProject200ResponseDataTotalCommittedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinLaunchpadProject200ResponseDataParticipantsMin = 0;

export const joinLaunchpadProject200ResponseDataVoteGoalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinLaunchpadProject200ResponseDataVotesRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinLaunchpadProject200ResponseDataVoteStartsAtMin = 0;

export const joinLaunchpadProject200ResponseDataVoteEndsAtMin = 0;

export const joinLaunchpadProject200ResponseDataSaleStartsAtMin = 0;

export const joinLaunchpadProject200ResponseDataSaleEndsAtMin = 0;

export const joinLaunchpadProject200ResponseDataDistributionAtMin = 0;

export const joinLaunchpadProject200ResponseDataParticipationVotedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinLaunchpadProject200ResponseDataParticipationCommittedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinLaunchpadProject200ResponseDataParticipationLockedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinLaunchpadProject200ResponseDataParticipationTokensRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinLaunchpadProject200ResponseDataParticipationUsedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinLaunchpadProject200ResponseDataParticipationRefundRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const JoinLaunchpadProject200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('launchpad-slug', joinLaunchpadProject200ResponseDataSlugRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(joinLaunchpadProject200ResponseDataNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', joinLaunchpadProject200ResponseDataTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['new', 'voted', 'published', 'active', 'distributing', 'distributed', 'failed']),
  "summary": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(joinLaunchpadProject200ResponseDataSummaryMax)),
  "website": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(joinLaunchpadProject200ResponseDataWebsiteMax)).check(/*#__PURE__*/ zod.regex(joinLaunchpadProject200ResponseDataWebsiteRegExp))),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProject200ResponseDataPriceRegExp),
  "tokensForSale": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProject200ResponseDataTokensForSaleRegExp),
  "hardCap": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProject200ResponseDataHardCapRegExp),
  "minCommit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProject200ResponseDataMinCommitRegExp),
  "maxCommit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProject200ResponseDataMaxCommitRegExp),
  "totalCommitted": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProject200ResponseDataTotalCommittedRegExp),
  "participants": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(joinLaunchpadProject200ResponseDataParticipantsMin)),
  "voteGoal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProject200ResponseDataVoteGoalRegExp),
  "votes": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProject200ResponseDataVotesRegExp),
  "voteStartsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(joinLaunchpadProject200ResponseDataVoteStartsAtMin)),
  "voteEndsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(joinLaunchpadProject200ResponseDataVoteEndsAtMin)),
  "saleStartsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(joinLaunchpadProject200ResponseDataSaleStartsAtMin)),
  "saleEndsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(joinLaunchpadProject200ResponseDataSaleEndsAtMin)),
  "distributionAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(joinLaunchpadProject200ResponseDataDistributionAtMin)),
  "participation": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "voted": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProject200ResponseDataParticipationVotedRegExp),
  "committed": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProject200ResponseDataParticipationCommittedRegExp),
  "locked": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProject200ResponseDataParticipationLockedRegExp),
  "tokens": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProject200ResponseDataParticipationTokensRegExp),
  "used": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProject200ResponseDataParticipationUsedRegExp),
  "refund": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinLaunchpadProject200ResponseDataParticipationRefundRegExp),
  "distributed": /*#__PURE__*/ zod.boolean()
}))
})
})

export const JoinLaunchpadProject401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const JoinLaunchpadProject404Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const JoinLaunchpadProject419Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const JoinLaunchpadProject422Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const JoinLaunchpadProject429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const JoinLaunchpadProject451Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const JoinLaunchpadProject5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: no published counterpart. Every movement of the user's launchpad participations, newest first (history tab main/launchpad): votes and subscriptions, votes given back, distributions and refunds. Code 2404 FailedToGetLaunchpadHistory on failure. Assumption: filtered on the server before the page is cut (so the pagination's total counts what was asked for) by a period, an asset and a kind of movement, as the published API's history calls (POST /api/v4/main-account/history: start, end, ticker) filter theirs; a reversed period or a kind not listed is a 422 with code 30.
 * @summary List the user's launchpad history
 */
export const listLaunchpadHistoryQueryFromMin = 0;

export const listLaunchpadHistoryQueryToMin = 0;

export const listLaunchpadHistoryQueryTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listLaunchpadHistoryQueryOffsetDefault = 0;
export const listLaunchpadHistoryQueryOffsetMin = 0;

export const listLaunchpadHistoryQueryLimitDefault = 100;
export const listLaunchpadHistoryQueryLimitMax = 100;



export const ListLaunchpadHistoryQueryParams = /*#__PURE__*/ zod.object({
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadHistoryQueryFromMin))).check(/*#__PURE__*/ zod.describe('Assumption: only movements at or after this time (Unix seconds).')),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadHistoryQueryToMin))).check(/*#__PURE__*/ zod.describe('Assumption: only movements at or before this time (Unix seconds).')),
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', listLaunchpadHistoryQueryTickerRegExp)).check(/*#__PURE__*/ zod.describe('Assumption: only movements of this asset (WBT or a project\'s token).')),
  "type": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['vote', 'vote-return', 'subscription', 'distribution', 'refund'])).check(/*#__PURE__*/ zod.describe('Assumption: only movements of this kind.')),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadHistoryQueryOffsetMin)), listLaunchpadHistoryQueryOffsetDefault).check(/*#__PURE__*/ zod.describe('Rows to skip.')),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listLaunchpadHistoryQueryLimitMax)), listLaunchpadHistoryQueryLimitDefault).check(/*#__PURE__*/ zod.describe('Rows to return (pagination default 100).'))
})


export const listLaunchpadHistory200ResponseDataItemTimeMin = 0;

export const listLaunchpadHistory200ResponseDataItemSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const listLaunchpadHistory200ResponseDataItemProjectMax = 80;

export const listLaunchpadHistory200ResponseDataItemAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listLaunchpadHistory200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLaunchpadHistory200ResponsePaginationLimitMax = 100;

export const listLaunchpadHistory200ResponsePaginationOffsetMin = 0;

export const listLaunchpadHistory200ResponsePaginationTotalMin = 0;



export const ListLaunchpadHistory200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadHistory200ResponseDataItemTimeMin)),
  "slug": /*#__PURE__*/ zod.stringFormat('launchpad-slug', listLaunchpadHistory200ResponseDataItemSlugRegExp),
  "project": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(listLaunchpadHistory200ResponseDataItemProjectMax)),
  "type": /*#__PURE__*/ zod.enum(['vote', 'vote-return', 'subscription', 'distribution', 'refund']),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', listLaunchpadHistory200ResponseDataItemAssetRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLaunchpadHistory200ResponseDataItemAmountRegExp)
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listLaunchpadHistory200ResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadHistory200ResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadHistory200ResponsePaginationTotalMin))
})
})

export const ListLaunchpadHistory401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListLaunchpadHistory422Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListLaunchpadHistory429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListLaunchpadHistory5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

