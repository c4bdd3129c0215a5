/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const miningRewardListResponseDataItemAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningRewardListResponseDataItemDateMin = 0;

export const miningRewardListResponseDataItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningRewardListResponseDataItemFppsRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningRewardListResponseDataItemTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningRewardListResponseDataItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningRewardListResponseDataItemRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningRewardListResponseDataItemCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const miningRewardListResponsePaginationLimitMax = 100;

export const miningRewardListResponsePaginationOffsetMin = 0;

export const miningRewardListResponsePaginationTotalMin = 0;


export const MiningRewardListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningRewardListResponseDataItemAccountRegExp),
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningRewardListResponseDataItemDateMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningRewardListResponseDataItemHashrateRegExp),
  "fppsRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningRewardListResponseDataItemFppsRateRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningRewardListResponseDataItemTotalRewardRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningRewardListResponseDataItemFeeRegExp),
  "reward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningRewardListResponseDataItemRewardRegExp),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', miningRewardListResponseDataItemCurrencyRegExp),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "status": /*#__PURE__*/ zod.enum(['pending', 'successful', 'canceled'])
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(miningRewardListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningRewardListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningRewardListResponsePaginationTotalMin))
})
})

export type MiningRewardListResponse = zod.input<typeof MiningRewardListResponse>;
export type MiningRewardListResponseOutput = zod.output<typeof MiningRewardListResponse>;
