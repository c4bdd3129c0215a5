/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CompetitionStatus = /*#__PURE__*/ zod.enum(['active', 'upcoming', 'finished'])

export type CompetitionStatus = zod.input<typeof CompetitionStatus>;
export type CompetitionStatusOutput = zod.output<typeof CompetitionStatus>;
