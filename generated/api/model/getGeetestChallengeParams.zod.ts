/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const getGeetestChallengeParamsTMin = 0;


export const GetGeetestChallengeParams = zod.object({
  "t": zod.int().min(getGeetestChallengeParamsTMin).describe('Milliseconds since the Unix epoch.')
})

export type GetGeetestChallengeParams = zod.input<typeof GetGeetestChallengeParams>;
export type GetGeetestChallengeParamsOutput = zod.output<typeof GetGeetestChallengeParams>;
