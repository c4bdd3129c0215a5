/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const miningWatcherViewResponseDataLinkNameRegExp = new RegExp('^[A-Za-z0-9_]{1,64}$');
export const miningWatcherViewResponseDataLinkPermissionsMax = 3;

export const miningWatcherViewResponseDataLinkLiveUntilMin = 0;

export const miningWatcherViewResponseDataAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');

export const miningWatcherViewResponseDataDashboardAccountNameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningWatcherViewResponseDataDashboardAccountCreatedAtMin = 0;

export const miningWatcherViewResponseDataDashboardAccountHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataDashboardAccountWorkersOnlineMin = 0;

export const miningWatcherViewResponseDataDashboardAccountWorkersOfflineMin = 0;

export const miningWatcherViewResponseDataDashboardAccountWorkersLowMin = 0;

export const miningWatcherViewResponseDataDashboardFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataDashboardCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const miningWatcherViewResponseDataDashboardStratumItemUrlRegExp = new RegExp('^stratum\\+tcp://[a-z0-9.-]+:[0-9]{2,5}$');
export const miningWatcherViewResponseDataDashboardStratumItemWorkersCountMin = 0;

export const miningWatcherViewResponseDataDashboardHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataDashboardAverage24hRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataDashboardTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const miningWatcherViewResponseDataDashboardLastRewardAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningWatcherViewResponseDataDashboardLastRewardDateMin = 0;

export const miningWatcherViewResponseDataDashboardLastRewardHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataDashboardLastRewardFppsRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataDashboardLastRewardTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataDashboardLastRewardFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataDashboardLastRewardRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataDashboardLastRewardCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const miningWatcherViewResponseDataHashrateItemTimestampMin = 0;

export const miningWatcherViewResponseDataHashrateItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataHashrateItemRejectRateMin = 0;
export const miningWatcherViewResponseDataHashrateItemRejectRateMax = 1;


export const miningWatcherViewResponseDataWorkersItemNameRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');
export const miningWatcherViewResponseDataWorkersItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataWorkersItemAverage24hRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataWorkersItemRejectRateMin = 0;
export const miningWatcherViewResponseDataWorkersItemRejectRateMax = 1;

export const miningWatcherViewResponseDataWorkersItemConnectedAtMin = 0;

export const miningWatcherViewResponseDataWorkersItemLastShareAtMin = 0;


export const miningWatcherViewResponseDataRewardsItemAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningWatcherViewResponseDataRewardsItemDateMin = 0;

export const miningWatcherViewResponseDataRewardsItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataRewardsItemFppsRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataRewardsItemTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataRewardsItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataRewardsItemRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewResponseDataRewardsItemCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const MiningWatcherViewResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "link": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "name": /*#__PURE__*/ zod.stringFormat('mining-watcher-name', miningWatcherViewResponseDataLinkNameRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['dashboard', 'rewards', 'workers'])).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(miningWatcherViewResponseDataLinkPermissionsMax)),
  "liveUntil": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewResponseDataLinkLiveUntilMin))
}),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningWatcherViewResponseDataAccountRegExp),
  "dashboard": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningWatcherViewResponseDataDashboardAccountNameRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewResponseDataDashboardAccountCreatedAtMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewResponseDataDashboardAccountHashrateRegExp),
  "workers": /*#__PURE__*/ zod.object({
  "online": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewResponseDataDashboardAccountWorkersOnlineMin)),
  "offline": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewResponseDataDashboardAccountWorkersOfflineMin)),
  "low": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewResponseDataDashboardAccountWorkersLowMin))
})
}),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewResponseDataDashboardFeeRegExp),
  "rewardScheme": /*#__PURE__*/ zod.enum(['FPPS']),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', miningWatcherViewResponseDataDashboardCurrencyRegExp),
  "stratum": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "url": /*#__PURE__*/ zod.stringFormat('stratum-url', miningWatcherViewResponseDataDashboardStratumItemUrlRegExp),
  "workersCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewResponseDataDashboardStratumItemWorkersCountMin))
})),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewResponseDataDashboardHashrateRegExp),
  "average24h": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewResponseDataDashboardAverage24hRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewResponseDataDashboardTotalRewardRegExp),
  "lastReward": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningWatcherViewResponseDataDashboardLastRewardAccountRegExp),
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewResponseDataDashboardLastRewardDateMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewResponseDataDashboardLastRewardHashrateRegExp),
  "fppsRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewResponseDataDashboardLastRewardFppsRateRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewResponseDataDashboardLastRewardTotalRewardRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewResponseDataDashboardLastRewardFeeRegExp),
  "reward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewResponseDataDashboardLastRewardRewardRegExp),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', miningWatcherViewResponseDataDashboardLastRewardCurrencyRegExp),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "status": /*#__PURE__*/ zod.enum(['pending', 'successful', 'canceled'])
}))
})),
  "hashrate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewResponseDataHashrateItemTimestampMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewResponseDataHashrateItemHashrateRegExp),
  "rejectRate": /*#__PURE__*/ zod.number().check(/*#__PURE__*/ zod.gte(miningWatcherViewResponseDataHashrateItemRejectRateMin)).check(/*#__PURE__*/ zod.lte(miningWatcherViewResponseDataHashrateItemRejectRateMax))
}))),
  "workers": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-worker-name', miningWatcherViewResponseDataWorkersItemNameRegExp),
  "status": /*#__PURE__*/ zod.enum(['online', 'offline', 'low']),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewResponseDataWorkersItemHashrateRegExp),
  "average24h": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewResponseDataWorkersItemAverage24hRegExp),
  "rejectRate": /*#__PURE__*/ zod.number().check(/*#__PURE__*/ zod.gte(miningWatcherViewResponseDataWorkersItemRejectRateMin)).check(/*#__PURE__*/ zod.lte(miningWatcherViewResponseDataWorkersItemRejectRateMax)),
  "connectedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewResponseDataWorkersItemConnectedAtMin)),
  "lastShareAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewResponseDataWorkersItemLastShareAtMin))
}))),
  "rewards": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningWatcherViewResponseDataRewardsItemAccountRegExp),
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewResponseDataRewardsItemDateMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewResponseDataRewardsItemHashrateRegExp),
  "fppsRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewResponseDataRewardsItemFppsRateRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewResponseDataRewardsItemTotalRewardRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewResponseDataRewardsItemFeeRegExp),
  "reward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewResponseDataRewardsItemRewardRegExp),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', miningWatcherViewResponseDataRewardsItemCurrencyRegExp),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "status": /*#__PURE__*/ zod.enum(['pending', 'successful', 'canceled'])
})))
})
})

export type MiningWatcherViewResponse = zod.input<typeof MiningWatcherViewResponse>;
export type MiningWatcherViewResponseOutput = zod.output<typeof MiningWatcherViewResponse>;
