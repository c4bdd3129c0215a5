/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const competitionPrizeAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CompetitionPrize = /*#__PURE__*/ zod.object({
  "fromRank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "toRank": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', competitionPrizeAmountRegExp)
})

export type CompetitionPrize = zod.input<typeof CompetitionPrize>;
export type CompetitionPrizeOutput = zod.output<typeof CompetitionPrize>;
