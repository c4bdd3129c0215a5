/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listUserFundingHistoryParamsFromMin = 0;

export const listUserFundingHistoryParamsToMin = 0;

export const listUserFundingHistoryParamsOffsetDefault = 0;
export const listUserFundingHistoryParamsOffsetMin = 0;

export const listUserFundingHistoryParamsLimitDefault = 100;
export const listUserFundingHistoryParamsLimitMax = 100;


export const ListUserFundingHistoryParams = /*#__PURE__*/ zod.object({
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listUserFundingHistoryParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listUserFundingHistoryParamsToMin))),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listUserFundingHistoryParamsOffsetMin)), listUserFundingHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listUserFundingHistoryParamsLimitMax)), listUserFundingHistoryParamsLimitDefault)
})

export type ListUserFundingHistoryParams = zod.input<typeof ListUserFundingHistoryParams>;
export type ListUserFundingHistoryParamsOutput = zod.output<typeof ListUserFundingHistoryParams>;
