/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listAffiliatePaymentsParamsOffsetDefault = 0;
export const listAffiliatePaymentsParamsOffsetMin = 0;

export const listAffiliatePaymentsParamsLimitDefault = 100;
export const listAffiliatePaymentsParamsLimitMax = 100;


export const ListAffiliatePaymentsParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAffiliatePaymentsParamsOffsetMin)), listAffiliatePaymentsParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listAffiliatePaymentsParamsLimitMax)), listAffiliatePaymentsParamsLimitDefault)
})

export type ListAffiliatePaymentsParams = zod.input<typeof ListAffiliatePaymentsParams>;
export type ListAffiliatePaymentsParamsOutput = zod.output<typeof ListAffiliatePaymentsParams>;
