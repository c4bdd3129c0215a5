/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const wbtBurnTransactionListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBurnTransactionListResponseDataItemTimeMin = 0;

export const wbtBurnTransactionListResponseDataItemTxHashMax = 128;

export const wbtBurnTransactionListResponsePaginationLimitMax = 100;

export const wbtBurnTransactionListResponsePaginationOffsetMin = 0;

export const wbtBurnTransactionListResponsePaginationTotalMin = 0;


export const WbtBurnTransactionListResponse = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "amount": zod.stringFormat('decimal-unsigned', wbtBurnTransactionListResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "time": zod.int().min(wbtBurnTransactionListResponseDataItemTimeMin).describe('Seconds since the Unix epoch.'),
  "txHash": zod.string().min(1).max(wbtBurnTransactionListResponseDataItemTxHashMax)
}).describe('One WBT burn (the /burn page). Assumption: the spec names the call only; amount, time and the on-chain transaction hash are invented.')),
  "pagination": zod.object({
  "limit": zod.int().min(1).max(wbtBurnTransactionListResponsePaginationLimitMax),
  "offset": zod.int().min(wbtBurnTransactionListResponsePaginationOffsetMin),
  "total": zod.int().min(wbtBurnTransactionListResponsePaginationTotalMin)
}).describe('The pagination block of a web API list: `{ data: [...], pagination: { limit, offset, total } }`.')
})

export type WbtBurnTransactionListResponse = zod.input<typeof WbtBurnTransactionListResponse>;
export type WbtBurnTransactionListResponseOutput = zod.output<typeof WbtBurnTransactionListResponse>;
