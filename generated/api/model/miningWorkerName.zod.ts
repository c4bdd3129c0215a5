/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const MiningWorkerNameRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');

export const MiningWorkerName = /*#__PURE__*/ zod.stringFormat('mining-worker-name', MiningWorkerNameRegExp)

export type MiningWorkerName = zod.input<typeof MiningWorkerName>;
export type MiningWorkerNameOutput = zod.output<typeof MiningWorkerName>;
