/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listCryptoLoanHistoryParamsTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCryptoLoanHistoryParamsFromMin = 0;

export const listCryptoLoanHistoryParamsToMin = 0;

export const listCryptoLoanHistoryParamsOffsetDefault = 0;
export const listCryptoLoanHistoryParamsOffsetMin = 0;

export const listCryptoLoanHistoryParamsLimitDefault = 100;
export const listCryptoLoanHistoryParamsLimitMax = 100;


export const ListCryptoLoanHistoryParams = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', listCryptoLoanHistoryParamsTickerRegExp)),
  "kind": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['borrow', 'repay', 'collateral', 'release', 'liquidation'])),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoanHistoryParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoanHistoryParamsToMin))),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoanHistoryParamsOffsetMin)), listCryptoLoanHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listCryptoLoanHistoryParamsLimitMax)), listCryptoLoanHistoryParamsLimitDefault)
})

export type ListCryptoLoanHistoryParams = zod.input<typeof ListCryptoLoanHistoryParams>;
export type ListCryptoLoanHistoryParamsOutput = zod.output<typeof ListCryptoLoanHistoryParams>;
