/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const MiningWatcherPermission = /*#__PURE__*/ zod.enum(['dashboard', 'rewards', 'workers'])

export type MiningWatcherPermission = zod.input<typeof MiningWatcherPermission>;
export type MiningWatcherPermissionOutput = zod.output<typeof MiningWatcherPermission>;
