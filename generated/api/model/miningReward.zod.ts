/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const miningRewardAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningRewardDateMin = 0;

export const miningRewardHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningRewardFppsRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningRewardTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningRewardFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningRewardRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningRewardCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const MiningReward = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningRewardAccountRegExp),
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningRewardDateMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningRewardHashrateRegExp),
  "fppsRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningRewardFppsRateRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningRewardTotalRewardRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningRewardFeeRegExp),
  "reward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningRewardRewardRegExp),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', miningRewardCurrencyRegExp),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "status": /*#__PURE__*/ zod.enum(['pending', 'successful', 'canceled'])
})

export type MiningReward = zod.input<typeof MiningReward>;
export type MiningRewardOutput = zod.output<typeof MiningReward>;
