/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const getCompetitionLeaderboardParamsLimitDefault = 20;
export const getCompetitionLeaderboardParamsLimitMax = 100;


export const GetCompetitionLeaderboardParams = /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(getCompetitionLeaderboardParamsLimitMax)), getCompetitionLeaderboardParamsLimitDefault)
})

export type GetCompetitionLeaderboardParams = zod.input<typeof GetCompetitionLeaderboardParams>;
export type GetCompetitionLeaderboardParamsOutput = zod.output<typeof GetCompetitionLeaderboardParams>;
