/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const MiningWatcherLinkLifetime = /*#__PURE__*/ zod.enum(['1d', '7d', '30d', '90d'])

export type MiningWatcherLinkLifetime = zod.input<typeof MiningWatcherLinkLifetime>;
export type MiningWatcherLinkLifetimeOutput = zod.output<typeof MiningWatcherLinkLifetime>;
