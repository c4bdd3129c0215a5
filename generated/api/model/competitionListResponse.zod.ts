/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const competitionListResponseDataItemSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const competitionListResponseDataItemTitleMax = 80;

export const competitionListResponseDataItemMarketsItemRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const competitionListResponseDataItemQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const competitionListResponseDataItemStartsAtMin = 0;

export const competitionListResponseDataItemEndsAtMin = 0;

export const competitionListResponseDataItemPrizeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const competitionListResponseDataItemPrizePoolRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const competitionListResponseDataItemPrizesItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const competitionListResponseDataItemMinVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const competitionListResponseDataItemParticipantsMin = 0;

export const competitionListResponseDataItemParticipationJoinedAtMin = 0;

export const competitionListResponseDataItemParticipationVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const CompetitionListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('competition-slug', competitionListResponseDataItemSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(competitionListResponseDataItemTitleMax)),
  "status": /*#__PURE__*/ zod.enum(['active', 'upcoming', 'finished']),
  "markets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('market-dash', competitionListResponseDataItemMarketsItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', competitionListResponseDataItemQuoteRegExp),
  "startsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionListResponseDataItemStartsAtMin)),
  "endsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionListResponseDataItemEndsAtMin)),
  "prizeTicker": /*#__PURE__*/ zod.stringFormat('ticker', competitionListResponseDataItemPrizeTickerRegExp),
  "prizePool": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionListResponseDataItemPrizePoolRegExp),
  "prizes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "fromRank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "toRank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionListResponseDataItemPrizesItemAmountRegExp)
})),
  "minVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionListResponseDataItemMinVolumeRegExp),
  "participants": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionListResponseDataItemParticipantsMin)),
  "participation": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "joined": /*#__PURE__*/ zod.boolean(),
  "joinedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionListResponseDataItemParticipationJoinedAtMin))),
  "volume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionListResponseDataItemParticipationVolumeRegExp),
  "rank": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
}))
}))
})

export type CompetitionListResponse = zod.input<typeof CompetitionListResponse>;
export type CompetitionListResponseOutput = zod.output<typeof CompetitionListResponse>;
