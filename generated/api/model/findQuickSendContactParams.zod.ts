/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const findQuickSendContactParamsQueryMin = 3;
export const findQuickSendContactParamsQueryMax = 254;


export const FindQuickSendContactParams = /*#__PURE__*/ zod.object({
  "query": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(findQuickSendContactParamsQueryMin)).check(/*#__PURE__*/ zod.maxLength(findQuickSendContactParamsQueryMax))
})

export type FindQuickSendContactParams = zod.input<typeof FindQuickSendContactParams>;
export type FindQuickSendContactParamsOutput = zod.output<typeof FindQuickSendContactParams>;
