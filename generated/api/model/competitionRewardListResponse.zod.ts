/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const competitionRewardListResponseDataItemSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const competitionRewardListResponseDataItemTitleMax = 80;


export const competitionRewardListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const competitionRewardListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const competitionRewardListResponseDataItemFinishedAtMin = 0;

export const competitionRewardListResponseDataItemClaimedAtMin = 0;


export const CompetitionRewardListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "slug": /*#__PURE__*/ zod.stringFormat('competition-slug', competitionRewardListResponseDataItemSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(competitionRewardListResponseDataItemTitleMax)),
  "rank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionRewardListResponseDataItemAmountRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', competitionRewardListResponseDataItemTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['claimable', 'claimed']),
  "finishedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionRewardListResponseDataItemFinishedAtMin)),
  "claimedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionRewardListResponseDataItemClaimedAtMin)))
}))
})

export type CompetitionRewardListResponse = zod.input<typeof CompetitionRewardListResponse>;
export type CompetitionRewardListResponseOutput = zod.output<typeof CompetitionRewardListResponse>;
