/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const competitionUserPlaceJoinedAtMin = 0;

export const competitionUserPlaceVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const CompetitionUserPlace = /*#__PURE__*/ zod.object({
  "joined": /*#__PURE__*/ zod.boolean(),
  "joinedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(competitionUserPlaceJoinedAtMin))),
  "volume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionUserPlaceVolumeRegExp),
  "rank": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
})

export type CompetitionUserPlace = zod.input<typeof CompetitionUserPlace>;
export type CompetitionUserPlaceOutput = zod.output<typeof CompetitionUserPlace>;
