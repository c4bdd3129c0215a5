/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const MiningAccountNameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');

export const MiningAccountName = /*#__PURE__*/ zod.stringFormat('mining-account-name', MiningAccountNameRegExp)

export type MiningAccountName = zod.input<typeof MiningAccountName>;
export type MiningAccountNameOutput = zod.output<typeof MiningAccountName>;
