/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const KybStatus = /*#__PURE__*/ zod.enum(['none', 'pending', 'verified', 'rejected'])

export type KybStatus = zod.input<typeof KybStatus>;
export type KybStatusOutput = zod.output<typeof KybStatus>;
