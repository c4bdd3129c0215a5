/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const competitionLeaderboardEntryNicknameMax = 32;

export const competitionLeaderboardEntryVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const competitionLeaderboardEntryPrizeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CompetitionLeaderboardEntry = /*#__PURE__*/ zod.object({
  "rank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "nickname": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(competitionLeaderboardEntryNicknameMax)),
  "volume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionLeaderboardEntryVolumeRegExp),
  "prize": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionLeaderboardEntryPrizeRegExp)),
  "own": /*#__PURE__*/ zod.boolean()
})

export type CompetitionLeaderboardEntry = zod.input<typeof CompetitionLeaderboardEntry>;
export type CompetitionLeaderboardEntryOutput = zod.output<typeof CompetitionLeaderboardEntry>;
