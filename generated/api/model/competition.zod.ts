/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const competitionSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const competitionTitleMax = 80;

export const competitionMarketsItemRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const competitionQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const competitionStartsAtMin = 0;

export const competitionEndsAtMin = 0;

export const competitionPrizeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const competitionPrizePoolRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const competitionPrizesItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const competitionMinVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const competitionParticipantsMin = 0;

export const competitionParticipationJoinedAtMin = 0;

export const competitionParticipationVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const Competition = /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('competition-slug', competitionSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(competitionTitleMax)),
  "status": /*#__PURE__*/ zod.enum(['active', 'upcoming', 'finished']),
  "markets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('market-dash', competitionMarketsItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', competitionQuoteRegExp),
  "startsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionStartsAtMin)),
  "endsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionEndsAtMin)),
  "prizeTicker": /*#__PURE__*/ zod.stringFormat('ticker', competitionPrizeTickerRegExp),
  "prizePool": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionPrizePoolRegExp),
  "prizes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "fromRank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "toRank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionPrizesItemAmountRegExp)
})),
  "minVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionMinVolumeRegExp),
  "participants": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionParticipantsMin)),
  "participation": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "joined": /*#__PURE__*/ zod.boolean(),
  "joinedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionParticipationJoinedAtMin))),
  "volume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionParticipationVolumeRegExp),
  "rank": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
}))
})

export type Competition = zod.input<typeof Competition>;
export type CompetitionOutput = zod.output<typeof Competition>;
