/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const wbtBurnTransactionAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBurnTransactionTimeMin = 0;

export const wbtBurnTransactionTxHashMax = 128;


export const WbtBurnTransaction = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBurnTransactionAmountRegExp),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBurnTransactionTimeMin)),
  "txHash": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(wbtBurnTransactionTxHashMax))
})

export type WbtBurnTransaction = zod.input<typeof WbtBurnTransaction>;
export type WbtBurnTransactionOutput = zod.output<typeof WbtBurnTransaction>;
