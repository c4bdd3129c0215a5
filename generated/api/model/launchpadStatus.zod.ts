/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const LaunchpadStatus = /*#__PURE__*/ zod.enum(['new', 'voted', 'published', 'active', 'distributing', 'distributed', 'failed'])

export type LaunchpadStatus = zod.input<typeof LaunchpadStatus>;
export type LaunchpadStatusOutput = zod.output<typeof LaunchpadStatus>;
