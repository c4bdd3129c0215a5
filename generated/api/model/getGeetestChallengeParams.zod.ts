/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const getGeetestChallengeParamsTMin = 0;


export const GetGeetestChallengeParams = /*#__PURE__*/ zod.object({
  "t": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getGeetestChallengeParamsTMin))
})

export type GetGeetestChallengeParams = zod.input<typeof GetGeetestChallengeParams>;
export type GetGeetestChallengeParamsOutput = zod.output<typeof GetGeetestChallengeParams>;
