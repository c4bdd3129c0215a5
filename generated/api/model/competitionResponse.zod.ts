/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const competitionResponseDataSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const competitionResponseDataTitleMax = 80;

export const competitionResponseDataMarketsItemRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const competitionResponseDataQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const competitionResponseDataStartsAtMin = 0;

export const competitionResponseDataEndsAtMin = 0;

export const competitionResponseDataPrizeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const competitionResponseDataPrizePoolRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const competitionResponseDataPrizesItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const competitionResponseDataMinVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const competitionResponseDataParticipantsMin = 0;

export const competitionResponseDataParticipationJoinedAtMin = 0;

export const competitionResponseDataParticipationVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const CompetitionResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('competition-slug', competitionResponseDataSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(competitionResponseDataTitleMax)),
  "status": /*#__PURE__*/ zod.enum(['active', 'upcoming', 'finished']),
  "markets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('market-dash', competitionResponseDataMarketsItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', competitionResponseDataQuoteRegExp),
  "startsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionResponseDataStartsAtMin)),
  "endsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionResponseDataEndsAtMin)),
  "prizeTicker": /*#__PURE__*/ zod.stringFormat('ticker', competitionResponseDataPrizeTickerRegExp),
  "prizePool": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionResponseDataPrizePoolRegExp),
  "prizes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "fromRank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "toRank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionResponseDataPrizesItemAmountRegExp)
})),
  "minVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionResponseDataMinVolumeRegExp),
  "participants": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionResponseDataParticipantsMin)),
  "participation": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "joined": /*#__PURE__*/ zod.boolean(),
  "joinedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionResponseDataParticipationJoinedAtMin))),
  "volume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionResponseDataParticipationVolumeRegExp),
  "rank": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
}))
})
})

export type CompetitionResponse = zod.input<typeof CompetitionResponse>;
export type CompetitionResponseOutput = zod.output<typeof CompetitionResponse>;
