/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const OtcSide = /*#__PURE__*/ zod.enum(['buy', 'sell'])

export type OtcSide = zod.input<typeof OtcSide>;
export type OtcSideOutput = zod.output<typeof OtcSide>;
