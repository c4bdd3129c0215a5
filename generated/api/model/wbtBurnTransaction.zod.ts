/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const wbtBurnTransactionAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBurnTransactionTimeMin = 0;

export const wbtBurnTransactionTxHashMax = 128;


export const WbtBurnTransaction = zod.object({
  "id": zod.int().min(1),
  "amount": zod.stringFormat('decimal-unsigned', wbtBurnTransactionAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "time": zod.int().min(wbtBurnTransactionTimeMin).describe('Seconds since the Unix epoch.'),
  "txHash": zod.string().min(1).max(wbtBurnTransactionTxHashMax)
}).describe('One WBT burn (the /burn page). Assumption: the spec names the call only; amount, time and the on-chain transaction hash are invented.')

export type WbtBurnTransaction = zod.input<typeof WbtBurnTransaction>;
export type WbtBurnTransactionOutput = zod.output<typeof WbtBurnTransaction>;
