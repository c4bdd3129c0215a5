/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listFundsHistoryParamsTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listFundsHistoryParamsFromMin = 0;

export const listFundsHistoryParamsToMin = 0;

export const listFundsHistoryParamsOffsetDefault = 0;
export const listFundsHistoryParamsOffsetMin = 0;

export const listFundsHistoryParamsLimitDefault = 100;
export const listFundsHistoryParamsLimitMax = 100;


export const ListFundsHistoryParams = /*#__PURE__*/ zod.object({
  "method": /*#__PURE__*/ zod.enum({
  Deposit: 1,
  Withdraw: 2,
} as const),
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', listFundsHistoryParamsTickerRegExp)),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['unconfirmed', 'pending', 'completed', 'cancelled'])),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listFundsHistoryParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listFundsHistoryParamsToMin))),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listFundsHistoryParamsOffsetMin)), listFundsHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listFundsHistoryParamsLimitMax)), listFundsHistoryParamsLimitDefault)
})

export type ListFundsHistoryParams = zod.input<typeof ListFundsHistoryParams>;
export type ListFundsHistoryParamsOutput = zod.output<typeof ListFundsHistoryParams>;
