/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listBalanceTransfersParamsTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listBalanceTransfersParamsFromMin = 0;

export const listBalanceTransfersParamsToMin = 0;

export const listBalanceTransfersParamsOffsetDefault = 0;
export const listBalanceTransfersParamsOffsetMin = 0;

export const listBalanceTransfersParamsLimitDefault = 100;
export const listBalanceTransfersParamsLimitMax = 100;


export const ListBalanceTransfersParams = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', listBalanceTransfersParamsTickerRegExp)),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listBalanceTransfersParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listBalanceTransfersParamsToMin))),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listBalanceTransfersParamsOffsetMin)), listBalanceTransfersParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listBalanceTransfersParamsLimitMax)), listBalanceTransfersParamsLimitDefault)
})

export type ListBalanceTransfersParams = zod.input<typeof ListBalanceTransfersParams>;
export type ListBalanceTransfersParamsOutput = zod.output<typeof ListBalanceTransfersParams>;
