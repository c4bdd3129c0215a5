/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CompetitionSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');

export const CompetitionSlug = /*#__PURE__*/ zod.stringFormat('competition-slug', CompetitionSlugRegExp)

export type CompetitionSlug = zod.input<typeof CompetitionSlug>;
export type CompetitionSlugOutput = zod.output<typeof CompetitionSlug>;
