/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const OtcRequestId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type OtcRequestId = zod.input<typeof OtcRequestId>;
export type OtcRequestIdOutput = zod.output<typeof OtcRequestId>;
