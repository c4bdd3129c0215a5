/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const miningDashboardResponseDataAccountNameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningDashboardResponseDataAccountCreatedAtMin = 0;

export const miningDashboardResponseDataAccountHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningDashboardResponseDataAccountWorkersOnlineMin = 0;

export const miningDashboardResponseDataAccountWorkersOfflineMin = 0;

export const miningDashboardResponseDataAccountWorkersLowMin = 0;

export const miningDashboardResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningDashboardResponseDataCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const miningDashboardResponseDataStratumItemUrlRegExp = new RegExp('^stratum\\+tcp://[a-z0-9.-]+:[0-9]{2,5}$');
export const miningDashboardResponseDataStratumItemWorkersCountMin = 0;

export const miningDashboardResponseDataHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningDashboardResponseDataAverage24hRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningDashboardResponseDataTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const miningDashboardResponseDataLastRewardAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningDashboardResponseDataLastRewardDateMin = 0;

export const miningDashboardResponseDataLastRewardHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningDashboardResponseDataLastRewardFppsRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningDashboardResponseDataLastRewardTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningDashboardResponseDataLastRewardFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningDashboardResponseDataLastRewardRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningDashboardResponseDataLastRewardCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const MiningDashboardResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningDashboardResponseDataAccountNameRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningDashboardResponseDataAccountCreatedAtMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningDashboardResponseDataAccountHashrateRegExp),
  "workers": /*#__PURE__*/ zod.object({
  "online": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningDashboardResponseDataAccountWorkersOnlineMin)),
  "offline": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningDashboardResponseDataAccountWorkersOfflineMin)),
  "low": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningDashboardResponseDataAccountWorkersLowMin))
})
}),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningDashboardResponseDataFeeRegExp),
  "rewardScheme": /*#__PURE__*/ zod.enum(['FPPS']),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', miningDashboardResponseDataCurrencyRegExp),
  "stratum": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "url": /*#__PURE__*/ zod.stringFormat('stratum-url', miningDashboardResponseDataStratumItemUrlRegExp),
  "workersCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningDashboardResponseDataStratumItemWorkersCountMin))
})),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningDashboardResponseDataHashrateRegExp),
  "average24h": /*#__PURE__*/ zod.stringFormat('hashrate', miningDashboardResponseDataAverage24hRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningDashboardResponseDataTotalRewardRegExp),
  "lastReward": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningDashboardResponseDataLastRewardAccountRegExp),
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningDashboardResponseDataLastRewardDateMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningDashboardResponseDataLastRewardHashrateRegExp),
  "fppsRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningDashboardResponseDataLastRewardFppsRateRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningDashboardResponseDataLastRewardTotalRewardRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningDashboardResponseDataLastRewardFeeRegExp),
  "reward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningDashboardResponseDataLastRewardRewardRegExp),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', miningDashboardResponseDataLastRewardCurrencyRegExp),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "status": /*#__PURE__*/ zod.enum(['pending', 'successful', 'canceled'])
}))
})
})

export type MiningDashboardResponse = zod.input<typeof MiningDashboardResponse>;
export type MiningDashboardResponseOutput = zod.output<typeof MiningDashboardResponse>;
