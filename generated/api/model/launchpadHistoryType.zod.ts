/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const LaunchpadHistoryType = /*#__PURE__*/ zod.enum(['vote', 'vote-return', 'subscription', 'distribution', 'refund'])

export type LaunchpadHistoryType = zod.input<typeof LaunchpadHistoryType>;
export type LaunchpadHistoryTypeOutput = zod.output<typeof LaunchpadHistoryType>;
