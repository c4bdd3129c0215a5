/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const LaunchpadSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');

export const LaunchpadSlug = /*#__PURE__*/ zod.stringFormat('launchpad-slug', LaunchpadSlugRegExp)

export type LaunchpadSlug = zod.input<typeof LaunchpadSlug>;
export type LaunchpadSlugOutput = zod.output<typeof LaunchpadSlug>;
