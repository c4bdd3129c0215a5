/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listMiningRewardsParamsAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const listMiningRewardsParamsFromMin = 0;

export const listMiningRewardsParamsToMin = 0;

export const listMiningRewardsParamsOffsetDefault = 0;
export const listMiningRewardsParamsOffsetMin = 0;

export const listMiningRewardsParamsLimitDefault = 30;
export const listMiningRewardsParamsLimitMax = 100;


export const ListMiningRewardsParams = /*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('mining-account-name', listMiningRewardsParamsAccountRegExp)),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningRewardsParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningRewardsParamsToMin))),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['pending', 'successful', 'canceled'])),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningRewardsParamsOffsetMin)), listMiningRewardsParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listMiningRewardsParamsLimitMax)), listMiningRewardsParamsLimitDefault)
})

export type ListMiningRewardsParams = zod.input<typeof ListMiningRewardsParams>;
export type ListMiningRewardsParamsOutput = zod.output<typeof ListMiningRewardsParams>;
