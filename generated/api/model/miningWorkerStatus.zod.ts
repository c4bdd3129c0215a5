/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const MiningWorkerStatus = /*#__PURE__*/ zod.enum(['online', 'offline', 'low'])

export type MiningWorkerStatus = zod.input<typeof MiningWorkerStatus>;
export type MiningWorkerStatusOutput = zod.output<typeof MiningWorkerStatus>;
