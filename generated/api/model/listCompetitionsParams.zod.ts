/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ListCompetitionsParams = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['active', 'upcoming', 'finished']))
})

export type ListCompetitionsParams = zod.input<typeof ListCompetitionsParams>;
export type ListCompetitionsParamsOutput = zod.output<typeof ListCompetitionsParams>;
