/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const miningWatcherViewLinkNameRegExp = new RegExp('^[A-Za-z0-9_]{1,64}$');
export const miningWatcherViewLinkPermissionsMax = 3;

export const miningWatcherViewLinkLiveUntilMin = 0;

export const miningWatcherViewAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');

export const miningWatcherViewDashboardAccountNameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningWatcherViewDashboardAccountCreatedAtMin = 0;

export const miningWatcherViewDashboardAccountHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewDashboardAccountWorkersOnlineMin = 0;

export const miningWatcherViewDashboardAccountWorkersOfflineMin = 0;

export const miningWatcherViewDashboardAccountWorkersLowMin = 0;

export const miningWatcherViewDashboardFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewDashboardCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const miningWatcherViewDashboardStratumItemUrlRegExp = new RegExp('^stratum\\+tcp://[a-z0-9.-]+:[0-9]{2,5}$');
export const miningWatcherViewDashboardStratumItemWorkersCountMin = 0;

export const miningWatcherViewDashboardHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewDashboardAverage24hRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewDashboardTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const miningWatcherViewDashboardLastRewardAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningWatcherViewDashboardLastRewardDateMin = 0;

export const miningWatcherViewDashboardLastRewardHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewDashboardLastRewardFppsRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewDashboardLastRewardTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewDashboardLastRewardFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewDashboardLastRewardRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewDashboardLastRewardCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const miningWatcherViewHashrateItemTimestampMin = 0;

export const miningWatcherViewHashrateItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewHashrateItemRejectRateMin = 0;
export const miningWatcherViewHashrateItemRejectRateMax = 1;


export const miningWatcherViewWorkersItemNameRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');
export const miningWatcherViewWorkersItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewWorkersItemAverage24hRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewWorkersItemRejectRateMin = 0;
export const miningWatcherViewWorkersItemRejectRateMax = 1;

export const miningWatcherViewWorkersItemConnectedAtMin = 0;

export const miningWatcherViewWorkersItemLastShareAtMin = 0;


export const miningWatcherViewRewardsItemAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningWatcherViewRewardsItemDateMin = 0;

export const miningWatcherViewRewardsItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewRewardsItemFppsRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewRewardsItemTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewRewardsItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewRewardsItemRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWatcherViewRewardsItemCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const MiningWatcherView = /*#__PURE__*/ zod.object({
  "link": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "name": /*#__PURE__*/ zod.stringFormat('mining-watcher-name', miningWatcherViewLinkNameRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['dashboard', 'rewards', 'workers'])).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(miningWatcherViewLinkPermissionsMax)),
  "liveUntil": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewLinkLiveUntilMin))
}),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningWatcherViewAccountRegExp),
  "dashboard": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningWatcherViewDashboardAccountNameRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewDashboardAccountCreatedAtMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewDashboardAccountHashrateRegExp),
  "workers": /*#__PURE__*/ zod.object({
  "online": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewDashboardAccountWorkersOnlineMin)),
  "offline": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewDashboardAccountWorkersOfflineMin)),
  "low": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewDashboardAccountWorkersLowMin))
})
}),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewDashboardFeeRegExp),
  "rewardScheme": /*#__PURE__*/ zod.enum(['FPPS']),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', miningWatcherViewDashboardCurrencyRegExp),
  "stratum": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "url": /*#__PURE__*/ zod.stringFormat('stratum-url', miningWatcherViewDashboardStratumItemUrlRegExp),
  "workersCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewDashboardStratumItemWorkersCountMin))
})),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewDashboardHashrateRegExp),
  "average24h": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewDashboardAverage24hRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewDashboardTotalRewardRegExp),
  "lastReward": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningWatcherViewDashboardLastRewardAccountRegExp),
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewDashboardLastRewardDateMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewDashboardLastRewardHashrateRegExp),
  "fppsRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewDashboardLastRewardFppsRateRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewDashboardLastRewardTotalRewardRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewDashboardLastRewardFeeRegExp),
  "reward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewDashboardLastRewardRewardRegExp),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', miningWatcherViewDashboardLastRewardCurrencyRegExp),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "status": /*#__PURE__*/ zod.enum(['pending', 'successful', 'canceled'])
}))
})),
  "hashrate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewHashrateItemTimestampMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewHashrateItemHashrateRegExp),
  "rejectRate": /*#__PURE__*/ zod.number().check(/*#__PURE__*/ zod.gte(miningWatcherViewHashrateItemRejectRateMin)).check(/*#__PURE__*/ zod.lte(miningWatcherViewHashrateItemRejectRateMax))
}))),
  "workers": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-worker-name', miningWatcherViewWorkersItemNameRegExp),
  "status": /*#__PURE__*/ zod.enum(['online', 'offline', 'low']),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewWorkersItemHashrateRegExp),
  "average24h": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewWorkersItemAverage24hRegExp),
  "rejectRate": /*#__PURE__*/ zod.number().check(/*#__PURE__*/ zod.gte(miningWatcherViewWorkersItemRejectRateMin)).check(/*#__PURE__*/ zod.lte(miningWatcherViewWorkersItemRejectRateMax)),
  "connectedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewWorkersItemConnectedAtMin)),
  "lastShareAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewWorkersItemLastShareAtMin))
}))),
  "rewards": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningWatcherViewRewardsItemAccountRegExp),
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherViewRewardsItemDateMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningWatcherViewRewardsItemHashrateRegExp),
  "fppsRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewRewardsItemFppsRateRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewRewardsItemTotalRewardRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewRewardsItemFeeRegExp),
  "reward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningWatcherViewRewardsItemRewardRegExp),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', miningWatcherViewRewardsItemCurrencyRegExp),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "status": /*#__PURE__*/ zod.enum(['pending', 'successful', 'canceled'])
})))
})

export type MiningWatcherView = zod.input<typeof MiningWatcherView>;
export type MiningWatcherViewOutput = zod.output<typeof MiningWatcherView>;
