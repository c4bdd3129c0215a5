/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Assumption: no published counterpart. The competitions of one status (spec section 5: active, upcoming or finished; default active), by start (upcoming soonest first, the others newest first); a signed-in user also gets their participation. Code 1800 FailedToGetCompetitions on failure.
 * @summary List the trading competitions
 */
export const ListCompetitionsQueryParams = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['active', 'upcoming', 'finished'])).check(/*#__PURE__*/ zod.describe('The competitions of this status (default active).'))
})

export const listCompetitions200ResponseDataItemSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const listCompetitions200ResponseDataItemTitleMax = 80;

export const listCompetitions200ResponseDataItemMarketsItemRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const listCompetitions200ResponseDataItemQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCompetitions200ResponseDataItemStartsAtMin = 0;

export const listCompetitions200ResponseDataItemEndsAtMin = 0;

export const listCompetitions200ResponseDataItemPrizeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCompetitions200ResponseDataItemPrizePoolRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const listCompetitions200ResponseDataItemPrizesItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCompetitions200ResponseDataItemMinVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCompetitions200ResponseDataItemParticipantsMin = 0;

export const listCompetitions200ResponseDataItemParticipationJoinedAtMin = 0;

export const listCompetitions200ResponseDataItemParticipationVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');



export const ListCompetitions200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('competition-slug', listCompetitions200ResponseDataItemSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(listCompetitions200ResponseDataItemTitleMax)),
  "status": /*#__PURE__*/ zod.enum(['active', 'upcoming', 'finished']),
  "markets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('market-dash', listCompetitions200ResponseDataItemMarketsItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', listCompetitions200ResponseDataItemQuoteRegExp),
  "startsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCompetitions200ResponseDataItemStartsAtMin)),
  "endsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCompetitions200ResponseDataItemEndsAtMin)),
  "prizeTicker": /*#__PURE__*/ zod.stringFormat('ticker', listCompetitions200ResponseDataItemPrizeTickerRegExp),
  "prizePool": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCompetitions200ResponseDataItemPrizePoolRegExp),
  "prizes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "fromRank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "toRank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCompetitions200ResponseDataItemPrizesItemAmountRegExp)
})),
  "minVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCompetitions200ResponseDataItemMinVolumeRegExp),
  "participants": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCompetitions200ResponseDataItemParticipantsMin)),
  "participation": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "joined": /*#__PURE__*/ zod.boolean(),
  "joinedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCompetitions200ResponseDataItemParticipationJoinedAtMin))),
  "volume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCompetitions200ResponseDataItemParticipationVolumeRegExp),
  "rank": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
}))
}))
})

export const ListCompetitions429Response = /*#__PURE__*/ zod.object({
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

export const ListCompetitions451Response = /*#__PURE__*/ zod.object({
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

export const ListCompetitions5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. One competition (page /trading-competition/:slug): its markets, period, prizes and participants, and for a signed-in user their participation and rank; 404 for an unknown slug. Code 1801 FailedToGetCompetition on failure.
 * @summary Get a trading competition
 */
export const getCompetitionPathSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');


export const GetCompetitionParams = /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('competition-slug', getCompetitionPathSlugRegExp).check(/*#__PURE__*/ zod.describe('The competition\'s slug.'))
})

export const getCompetition200ResponseDataSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const getCompetition200ResponseDataTitleMax = 80;

export const getCompetition200ResponseDataMarketsItemRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const getCompetition200ResponseDataQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getCompetition200ResponseDataStartsAtMin = 0;

export const getCompetition200ResponseDataEndsAtMin = 0;

export const getCompetition200ResponseDataPrizeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getCompetition200ResponseDataPrizePoolRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const getCompetition200ResponseDataPrizesItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCompetition200ResponseDataMinVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCompetition200ResponseDataParticipantsMin = 0;

export const getCompetition200ResponseDataParticipationJoinedAtMin = 0;

export const getCompetition200ResponseDataParticipationVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');



export const GetCompetition200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('competition-slug', getCompetition200ResponseDataSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getCompetition200ResponseDataTitleMax)),
  "status": /*#__PURE__*/ zod.enum(['active', 'upcoming', 'finished']),
  "markets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('market-dash', getCompetition200ResponseDataMarketsItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', getCompetition200ResponseDataQuoteRegExp),
  "startsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getCompetition200ResponseDataStartsAtMin)),
  "endsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getCompetition200ResponseDataEndsAtMin)),
  "prizeTicker": /*#__PURE__*/ zod.stringFormat('ticker', getCompetition200ResponseDataPrizeTickerRegExp),
  "prizePool": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCompetition200ResponseDataPrizePoolRegExp),
  "prizes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "fromRank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "toRank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCompetition200ResponseDataPrizesItemAmountRegExp)
})),
  "minVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCompetition200ResponseDataMinVolumeRegExp),
  "participants": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getCompetition200ResponseDataParticipantsMin)),
  "participation": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "joined": /*#__PURE__*/ zod.boolean(),
  "joinedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getCompetition200ResponseDataParticipationJoinedAtMin))),
  "volume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCompetition200ResponseDataParticipationVolumeRegExp),
  "rank": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
}))
})
})

export const GetCompetition404Response = /*#__PURE__*/ zod.object({
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

export const GetCompetition429Response = /*#__PURE__*/ zod.object({
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

export const GetCompetition451Response = /*#__PURE__*/ zod.object({
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

export const GetCompetition5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Enters the user in an active or upcoming competition; their volume counts from then (or from its start). Joining twice changes nothing. A 422 with code 1802 FailedToJoinCompetition when it has finished; 404 for an unknown slug. Code 1802 on any other failure.
 * @summary Join a trading competition
 */
export const joinCompetitionPathSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');


export const JoinCompetitionParams = /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('competition-slug', joinCompetitionPathSlugRegExp).check(/*#__PURE__*/ zod.describe('The competition\'s slug.'))
})

export const joinCompetition200ResponseDataSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const joinCompetition200ResponseDataTitleMax = 80;

export const joinCompetition200ResponseDataMarketsItemRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const joinCompetition200ResponseDataQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const joinCompetition200ResponseDataStartsAtMin = 0;

export const joinCompetition200ResponseDataEndsAtMin = 0;

export const joinCompetition200ResponseDataPrizeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const joinCompetition200ResponseDataPrizePoolRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const joinCompetition200ResponseDataPrizesItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinCompetition200ResponseDataMinVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const joinCompetition200ResponseDataParticipantsMin = 0;

export const joinCompetition200ResponseDataParticipationJoinedAtMin = 0;

export const joinCompetition200ResponseDataParticipationVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');



export const JoinCompetition200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('competition-slug', joinCompetition200ResponseDataSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(joinCompetition200ResponseDataTitleMax)),
  "status": /*#__PURE__*/ zod.enum(['active', 'upcoming', 'finished']),
  "markets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('market-dash', joinCompetition200ResponseDataMarketsItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', joinCompetition200ResponseDataQuoteRegExp),
  "startsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(joinCompetition200ResponseDataStartsAtMin)),
  "endsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(joinCompetition200ResponseDataEndsAtMin)),
  "prizeTicker": /*#__PURE__*/ zod.stringFormat('ticker', joinCompetition200ResponseDataPrizeTickerRegExp),
  "prizePool": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinCompetition200ResponseDataPrizePoolRegExp),
  "prizes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "fromRank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "toRank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinCompetition200ResponseDataPrizesItemAmountRegExp)
})),
  "minVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinCompetition200ResponseDataMinVolumeRegExp),
  "participants": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(joinCompetition200ResponseDataParticipantsMin)),
  "participation": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "joined": /*#__PURE__*/ zod.boolean(),
  "joinedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(joinCompetition200ResponseDataParticipationJoinedAtMin))),
  "volume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', joinCompetition200ResponseDataParticipationVolumeRegExp),
  "rank": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
}))
})
})

export const JoinCompetition401Response = /*#__PURE__*/ zod.object({
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

export const JoinCompetition404Response = /*#__PURE__*/ zod.object({
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

export const JoinCompetition419Response = /*#__PURE__*/ zod.object({
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

export const JoinCompetition422Response = /*#__PURE__*/ zod.object({
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

export const JoinCompetition429Response = /*#__PURE__*/ zod.object({
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

export const JoinCompetition451Response = /*#__PURE__*/ zod.object({
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

export const JoinCompetition5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. The first `limit` places by volume (nicknames masked), with the prize of each rank, and the signed-in participant's own place wherever it is; 404 for an unknown slug. Code 1803 FailedToGetCompetitionLeaderboard on failure.
 * @summary Get a competition's leaderboard
 */
export const getCompetitionLeaderboardPathSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');


export const GetCompetitionLeaderboardParams = /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('competition-slug', getCompetitionLeaderboardPathSlugRegExp).check(/*#__PURE__*/ zod.describe('The competition\'s slug.'))
})

export const getCompetitionLeaderboardQueryLimitDefault = 20;
export const getCompetitionLeaderboardQueryLimitMax = 100;



export const GetCompetitionLeaderboardQueryParams = /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(getCompetitionLeaderboardQueryLimitMax)), getCompetitionLeaderboardQueryLimitDefault).check(/*#__PURE__*/ zod.describe('How many of the first places (default 20).'))
})

export const getCompetitionLeaderboard200ResponseDataUpdatedAtMin = 0;


export const getCompetitionLeaderboard200ResponseDataEntriesItemNicknameMax = 32;

export const getCompetitionLeaderboard200ResponseDataEntriesItemVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCompetitionLeaderboard200ResponseDataEntriesItemPrizeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const getCompetitionLeaderboard200ResponseDataOwnNicknameMax = 32;

export const getCompetitionLeaderboard200ResponseDataOwnVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCompetitionLeaderboard200ResponseDataOwnPrizeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetCompetitionLeaderboard200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getCompetitionLeaderboard200ResponseDataUpdatedAtMin)),
  "entries": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "rank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "nickname": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getCompetitionLeaderboard200ResponseDataEntriesItemNicknameMax)),
  "volume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCompetitionLeaderboard200ResponseDataEntriesItemVolumeRegExp),
  "prize": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCompetitionLeaderboard200ResponseDataEntriesItemPrizeRegExp)),
  "own": /*#__PURE__*/ zod.boolean()
})),
  "own": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "rank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "nickname": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getCompetitionLeaderboard200ResponseDataOwnNicknameMax)),
  "volume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCompetitionLeaderboard200ResponseDataOwnVolumeRegExp),
  "prize": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCompetitionLeaderboard200ResponseDataOwnPrizeRegExp)),
  "own": /*#__PURE__*/ zod.boolean()
}))
})
})

export const GetCompetitionLeaderboard404Response = /*#__PURE__*/ zod.object({
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

export const GetCompetitionLeaderboard429Response = /*#__PURE__*/ zod.object({
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

export const GetCompetitionLeaderboard451Response = /*#__PURE__*/ zod.object({
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

export const GetCompetitionLeaderboard5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. The prizes the user won in finished competitions, newest first, claimable or claimed (page /trading-competition/overview/rewards). Code 1804 FailedToGetCompetitionRewards on failure.
 * @summary List the user's competition rewards
 */

export const listCompetitionRewards200ResponseDataItemSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const listCompetitionRewards200ResponseDataItemTitleMax = 80;


export const listCompetitionRewards200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCompetitionRewards200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCompetitionRewards200ResponseDataItemFinishedAtMin = 0;

export const listCompetitionRewards200ResponseDataItemClaimedAtMin = 0;



export const ListCompetitionRewards200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "slug": /*#__PURE__*/ zod.stringFormat('competition-slug', listCompetitionRewards200ResponseDataItemSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(listCompetitionRewards200ResponseDataItemTitleMax)),
  "rank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCompetitionRewards200ResponseDataItemAmountRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', listCompetitionRewards200ResponseDataItemTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['claimable', 'claimed']),
  "finishedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCompetitionRewards200ResponseDataItemFinishedAtMin)),
  "claimedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCompetitionRewards200ResponseDataItemClaimedAtMin)))
}))
})

export const ListCompetitionRewards401Response = /*#__PURE__*/ zod.object({
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

export const ListCompetitionRewards429Response = /*#__PURE__*/ zod.object({
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

export const ListCompetitionRewards451Response = /*#__PURE__*/ zod.object({
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

export const ListCompetitionRewards5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Credits a claimable prize to the main balance in one posting. A 422 with code 1805 FailedToClaimCompetitionReward when it was already claimed; 404 when the user has no prize of this id. Code 1805 on any other failure.
 * @summary Claim a competition reward
 */



export const ClaimCompetitionRewardParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The prize\'s id.'))
})


export const claimCompetitionReward200ResponseDataSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const claimCompetitionReward200ResponseDataTitleMax = 80;


export const claimCompetitionReward200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const claimCompetitionReward200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const claimCompetitionReward200ResponseDataFinishedAtMin = 0;

export const claimCompetitionReward200ResponseDataClaimedAtMin = 0;



export const ClaimCompetitionReward200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "slug": /*#__PURE__*/ zod.stringFormat('competition-slug', claimCompetitionReward200ResponseDataSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(claimCompetitionReward200ResponseDataTitleMax)),
  "rank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', claimCompetitionReward200ResponseDataAmountRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', claimCompetitionReward200ResponseDataTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['claimable', 'claimed']),
  "finishedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(claimCompetitionReward200ResponseDataFinishedAtMin)),
  "claimedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(claimCompetitionReward200ResponseDataClaimedAtMin)))
})
})

export const ClaimCompetitionReward401Response = /*#__PURE__*/ zod.object({
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

export const ClaimCompetitionReward404Response = /*#__PURE__*/ zod.object({
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

export const ClaimCompetitionReward419Response = /*#__PURE__*/ zod.object({
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

export const ClaimCompetitionReward422Response = /*#__PURE__*/ zod.object({
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

export const ClaimCompetitionReward429Response = /*#__PURE__*/ zod.object({
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

export const ClaimCompetitionReward451Response = /*#__PURE__*/ zod.object({
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

export const ClaimCompetitionReward5XXResponse = /*#__PURE__*/ zod.object({
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

