/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CompetitionRewardStatus = /*#__PURE__*/ zod.enum(['claimable', 'claimed'])

export type CompetitionRewardStatus = zod.input<typeof CompetitionRewardStatus>;
export type CompetitionRewardStatusOutput = zod.output<typeof CompetitionRewardStatus>;
