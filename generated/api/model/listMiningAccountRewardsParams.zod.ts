/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listMiningAccountRewardsParamsOffsetDefault = 0;
export const listMiningAccountRewardsParamsOffsetMin = 0;

export const listMiningAccountRewardsParamsLimitDefault = 30;
export const listMiningAccountRewardsParamsLimitMax = 100;


export const ListMiningAccountRewardsParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningAccountRewardsParamsOffsetMin)), listMiningAccountRewardsParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listMiningAccountRewardsParamsLimitMax)), listMiningAccountRewardsParamsLimitDefault)
})

export type ListMiningAccountRewardsParams = zod.input<typeof ListMiningAccountRewardsParams>;
export type ListMiningAccountRewardsParamsOutput = zod.output<typeof ListMiningAccountRewardsParams>;
