/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const competitionLeaderboardResponseDataUpdatedAtMin = 0;


export const competitionLeaderboardResponseDataEntriesItemNicknameMax = 32;

export const competitionLeaderboardResponseDataEntriesItemVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const competitionLeaderboardResponseDataEntriesItemPrizeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const competitionLeaderboardResponseDataOwnNicknameMax = 32;

export const competitionLeaderboardResponseDataOwnVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const competitionLeaderboardResponseDataOwnPrizeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CompetitionLeaderboardResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionLeaderboardResponseDataUpdatedAtMin)),
  "entries": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "rank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "nickname": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(competitionLeaderboardResponseDataEntriesItemNicknameMax)),
  "volume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionLeaderboardResponseDataEntriesItemVolumeRegExp),
  "prize": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionLeaderboardResponseDataEntriesItemPrizeRegExp)),
  "own": /*#__PURE__*/ zod.boolean()
})),
  "own": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "rank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "nickname": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(competitionLeaderboardResponseDataOwnNicknameMax)),
  "volume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionLeaderboardResponseDataOwnVolumeRegExp),
  "prize": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionLeaderboardResponseDataOwnPrizeRegExp)),
  "own": /*#__PURE__*/ zod.boolean()
}))
})
})

export type CompetitionLeaderboardResponse = zod.input<typeof CompetitionLeaderboardResponse>;
export type CompetitionLeaderboardResponseOutput = zod.output<typeof CompetitionLeaderboardResponse>;
