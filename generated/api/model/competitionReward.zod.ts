/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const competitionRewardSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const competitionRewardTitleMax = 80;


export const competitionRewardAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const competitionRewardTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const competitionRewardFinishedAtMin = 0;

export const competitionRewardClaimedAtMin = 0;


export const CompetitionReward = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "slug": /*#__PURE__*/ zod.stringFormat('competition-slug', competitionRewardSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(competitionRewardTitleMax)),
  "rank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionRewardAmountRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', competitionRewardTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['claimable', 'claimed']),
  "finishedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionRewardFinishedAtMin)),
  "claimedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionRewardClaimedAtMin)))
})

export type CompetitionReward = zod.input<typeof CompetitionReward>;
export type CompetitionRewardOutput = zod.output<typeof CompetitionReward>;
