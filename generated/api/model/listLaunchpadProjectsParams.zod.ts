/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ListLaunchpadProjectsParams = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['new', 'voted', 'published', 'active', 'distributing', 'distributed', 'failed']))
})

export type ListLaunchpadProjectsParams = zod.input<typeof ListLaunchpadProjectsParams>;
export type ListLaunchpadProjectsParamsOutput = zod.output<typeof ListLaunchpadProjectsParams>;
