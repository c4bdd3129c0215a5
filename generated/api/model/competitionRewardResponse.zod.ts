/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const competitionRewardResponseDataSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const competitionRewardResponseDataTitleMax = 80;


export const competitionRewardResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const competitionRewardResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const competitionRewardResponseDataFinishedAtMin = 0;

export const competitionRewardResponseDataClaimedAtMin = 0;


export const CompetitionRewardResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "slug": /*#__PURE__*/ zod.stringFormat('competition-slug', competitionRewardResponseDataSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(competitionRewardResponseDataTitleMax)),
  "rank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionRewardResponseDataAmountRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', competitionRewardResponseDataTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['claimable', 'claimed']),
  "finishedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionRewardResponseDataFinishedAtMin)),
  "claimedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionRewardResponseDataClaimedAtMin)))
})
})

export type CompetitionRewardResponse = zod.input<typeof CompetitionRewardResponse>;
export type CompetitionRewardResponseOutput = zod.output<typeof CompetitionRewardResponse>;
