/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const P2pDirection = /*#__PURE__*/ zod.enum(['deposit', 'withdraw'])

export type P2pDirection = zod.input<typeof P2pDirection>;
export type P2pDirectionOutput = zod.output<typeof P2pDirection>;
