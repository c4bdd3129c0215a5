/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Assumption: modelled on the published POST /api/v4/mining/accounts (the user's accounts, newest first, name and creation time), with each account's id, current hashrate and worker counts. Code 4600 FailedToGetMiningAccounts on failure.
 * @summary List the mining accounts
 */

export const listMiningAccounts200ResponseDataItemNameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const listMiningAccounts200ResponseDataItemCreatedAtMin = 0;

export const listMiningAccounts200ResponseDataItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningAccounts200ResponseDataItemWorkersOnlineMin = 0;

export const listMiningAccounts200ResponseDataItemWorkersOfflineMin = 0;

export const listMiningAccounts200ResponseDataItemWorkersLowMin = 0;



export const ListMiningAccounts200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-account-name', listMiningAccounts200ResponseDataItemNameRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningAccounts200ResponseDataItemCreatedAtMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', listMiningAccounts200ResponseDataItemHashrateRegExp),
  "workers": /*#__PURE__*/ zod.object({
  "online": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningAccounts200ResponseDataItemWorkersOnlineMin)),
  "offline": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningAccounts200ResponseDataItemWorkersOfflineMin)),
  "low": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningAccounts200ResponseDataItemWorkersLowMin))
})
}))
})

export const ListMiningAccounts401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListMiningAccounts429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListMiningAccounts451Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListMiningAccounts5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: modelled on the published POST /api/v4/mining/accounts/create (a unique name of letters, digits and underscores, an optional referral code; the number of accounts is capped). A 422 carries code 30 DefaultRequestValidation on `name` (taken, or not of the pattern) or code 4601 FailedToCreateMiningAccount when the user has the most accounts allowed (10). Code 4601 on any other failure.
 * @summary Create a mining account
 */
export const createMiningAccountBodyNameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const createMiningAccountBodyReferralCodeRegExp = new RegExp('^[A-Za-z0-9]{1,50}$');


export const CreateMiningAccountBody = /*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.stringFormat('mining-account-name', createMiningAccountBodyNameRegExp),
  "referralCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('mining-referral-code', createMiningAccountBodyReferralCodeRegExp))
})


export const createMiningAccount200ResponseDataNameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const createMiningAccount200ResponseDataCreatedAtMin = 0;

export const createMiningAccount200ResponseDataHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createMiningAccount200ResponseDataWorkersOnlineMin = 0;

export const createMiningAccount200ResponseDataWorkersOfflineMin = 0;

export const createMiningAccount200ResponseDataWorkersLowMin = 0;



export const CreateMiningAccount200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-account-name', createMiningAccount200ResponseDataNameRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createMiningAccount200ResponseDataCreatedAtMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', createMiningAccount200ResponseDataHashrateRegExp),
  "workers": /*#__PURE__*/ zod.object({
  "online": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createMiningAccount200ResponseDataWorkersOnlineMin)),
  "offline": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createMiningAccount200ResponseDataWorkersOfflineMin)),
  "low": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createMiningAccount200ResponseDataWorkersLowMin))
})
})
})

export const CreateMiningAccount401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateMiningAccount419Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateMiningAccount422Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateMiningAccount429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateMiningAccount451Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateMiningAccount5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: modelled on the published POST /api/v4/mining/miners/info (fee, worker counts by status, stratum URLs with their workers), with the account's current and 24-hour average hashrate and its rewards (page /mining-pool/:account and its dashboard). 404 when the user has no account of this name. Code 4604 FailedToGetMiningDashboard on failure.
 * @summary Get a mining account's dashboard
 */
export const getMiningDashboardPathAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');


export const GetMiningDashboardParams = /*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', getMiningDashboardPathAccountRegExp).check(/*#__PURE__*/ zod.describe('The mining account\'s name.'))
})


export const getMiningDashboard200ResponseDataAccountNameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const getMiningDashboard200ResponseDataAccountCreatedAtMin = 0;

export const getMiningDashboard200ResponseDataAccountHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningDashboard200ResponseDataAccountWorkersOnlineMin = 0;

export const getMiningDashboard200ResponseDataAccountWorkersOfflineMin = 0;

export const getMiningDashboard200ResponseDataAccountWorkersLowMin = 0;

export const getMiningDashboard200ResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningDashboard200ResponseDataCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getMiningDashboard200ResponseDataStratumItemUrlRegExp = new RegExp('^stratum\\+tcp://[a-z0-9.-]+:[0-9]{2,5}$');
export const getMiningDashboard200ResponseDataStratumItemWorkersCountMin = 0;

export const getMiningDashboard200ResponseDataHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningDashboard200ResponseDataAverage24hRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningDashboard200ResponseDataTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const getMiningDashboard200ResponseDataLastRewardAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const getMiningDashboard200ResponseDataLastRewardDateMin = 0;

export const getMiningDashboard200ResponseDataLastRewardHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningDashboard200ResponseDataLastRewardFppsRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningDashboard200ResponseDataLastRewardTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningDashboard200ResponseDataLastRewardFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningDashboard200ResponseDataLastRewardRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningDashboard200ResponseDataLastRewardCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const GetMiningDashboard200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-account-name', getMiningDashboard200ResponseDataAccountNameRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningDashboard200ResponseDataAccountCreatedAtMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningDashboard200ResponseDataAccountHashrateRegExp),
  "workers": /*#__PURE__*/ zod.object({
  "online": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningDashboard200ResponseDataAccountWorkersOnlineMin)),
  "offline": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningDashboard200ResponseDataAccountWorkersOfflineMin)),
  "low": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningDashboard200ResponseDataAccountWorkersLowMin))
})
}),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningDashboard200ResponseDataFeeRegExp),
  "rewardScheme": /*#__PURE__*/ zod.enum(['FPPS']),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', getMiningDashboard200ResponseDataCurrencyRegExp),
  "stratum": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "url": /*#__PURE__*/ zod.stringFormat('stratum-url', getMiningDashboard200ResponseDataStratumItemUrlRegExp),
  "workersCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningDashboard200ResponseDataStratumItemWorkersCountMin))
})),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningDashboard200ResponseDataHashrateRegExp),
  "average24h": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningDashboard200ResponseDataAverage24hRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningDashboard200ResponseDataTotalRewardRegExp),
  "lastReward": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', getMiningDashboard200ResponseDataLastRewardAccountRegExp),
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningDashboard200ResponseDataLastRewardDateMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningDashboard200ResponseDataLastRewardHashrateRegExp),
  "fppsRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningDashboard200ResponseDataLastRewardFppsRateRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningDashboard200ResponseDataLastRewardTotalRewardRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningDashboard200ResponseDataLastRewardFeeRegExp),
  "reward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningDashboard200ResponseDataLastRewardRewardRegExp),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', getMiningDashboard200ResponseDataLastRewardCurrencyRegExp),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "status": /*#__PURE__*/ zod.enum(['pending', 'successful', 'canceled'])
}))
})
})

export const GetMiningDashboard401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetMiningDashboard404Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetMiningDashboard429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetMiningDashboard5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: modelled on the published POST /api/v4/mining/hashrate (account, from, to, interval 5m, 1h or 24h; points of timestamp, hashrate and reject rate). Without `from`, the last 24 points up to `to` (default now); at most 300 points. 404 when the user has no account of this name. Code 4605 FailedToGetMiningHashrateChart on failure.
 * @summary Get a mining account's hashrate history
 */
export const getMiningHashratePathAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');


export const GetMiningHashrateParams = /*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', getMiningHashratePathAccountRegExp).check(/*#__PURE__*/ zod.describe('The mining account\'s name.'))
})

export const getMiningHashrateQueryFromMin = 0;

export const getMiningHashrateQueryToMin = 0;



export const GetMiningHashrateQueryParams = /*#__PURE__*/ zod.object({
  "interval": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['5m', '1h', '24h'])).check(/*#__PURE__*/ zod.describe('One point per interval (default 1h).')),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningHashrateQueryFromMin))).check(/*#__PURE__*/ zod.describe('Start of the period, Unix seconds.')),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningHashrateQueryToMin))).check(/*#__PURE__*/ zod.describe('End of the period, Unix seconds (default now).'))
})

export const getMiningHashrate200ResponseDataAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const getMiningHashrate200ResponseDataWorkerRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');
export const getMiningHashrate200ResponseDataHashrateItemTimestampMin = 0;

export const getMiningHashrate200ResponseDataHashrateItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningHashrate200ResponseDataHashrateItemRejectRateMin = 0;
export const getMiningHashrate200ResponseDataHashrateItemRejectRateMax = 1;



export const GetMiningHashrate200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', getMiningHashrate200ResponseDataAccountRegExp),
  "worker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('mining-worker-name', getMiningHashrate200ResponseDataWorkerRegExp)),
  "interval": /*#__PURE__*/ zod.enum(['5m', '1h', '24h']),
  "hashrate": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningHashrate200ResponseDataHashrateItemTimestampMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningHashrate200ResponseDataHashrateItemHashrateRegExp),
  "rejectRate": /*#__PURE__*/ zod.number().check(/*#__PURE__*/ zod.gte(getMiningHashrate200ResponseDataHashrateItemRejectRateMin)).check(/*#__PURE__*/ zod.lte(getMiningHashrate200ResponseDataHashrateItemRejectRateMax))
}))
})
})

export const GetMiningHashrate401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetMiningHashrate404Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetMiningHashrate429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetMiningHashrate5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: modelled on the published POST /api/v4/mining/workers/names (the account's workers by name, ordered by name), with each worker's status and figures, offline ones included. 404 when the user has no account of this name. Code 4608 FailedToGetMiningWorkers on failure.
 * @summary List a mining account's workers
 */
export const listMiningWorkersPathAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');


export const ListMiningWorkersParams = /*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', listMiningWorkersPathAccountRegExp).check(/*#__PURE__*/ zod.describe('The mining account\'s name.'))
})


export const listMiningWorkers200ResponseDataItemNameRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');
export const listMiningWorkers200ResponseDataItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningWorkers200ResponseDataItemAverage24hRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningWorkers200ResponseDataItemRejectRateMin = 0;
export const listMiningWorkers200ResponseDataItemRejectRateMax = 1;

export const listMiningWorkers200ResponseDataItemConnectedAtMin = 0;

export const listMiningWorkers200ResponseDataItemLastShareAtMin = 0;



export const ListMiningWorkers200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-worker-name', listMiningWorkers200ResponseDataItemNameRegExp),
  "status": /*#__PURE__*/ zod.enum(['online', 'offline', 'low']),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', listMiningWorkers200ResponseDataItemHashrateRegExp),
  "average24h": /*#__PURE__*/ zod.stringFormat('hashrate', listMiningWorkers200ResponseDataItemAverage24hRegExp),
  "rejectRate": /*#__PURE__*/ zod.number().check(/*#__PURE__*/ zod.gte(listMiningWorkers200ResponseDataItemRejectRateMin)).check(/*#__PURE__*/ zod.lte(listMiningWorkers200ResponseDataItemRejectRateMax)),
  "connectedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningWorkers200ResponseDataItemConnectedAtMin)),
  "lastShareAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningWorkers200ResponseDataItemLastShareAtMin))
}))
})

export const ListMiningWorkers401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListMiningWorkers404Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListMiningWorkers429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListMiningWorkers5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: modelled on the published POST /api/v4/mining/workers/hashrate (account, worker, interval, from, to); the same points and defaults as the account's hashrate. 404 when the account or the worker is not the user's. Code 4610 FailedToGetMiningWorkerChart on failure.
 * @summary Get a worker's hashrate history
 */
export const getMiningWorkerHashratePathAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');



export const GetMiningWorkerHashrateParams = /*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', getMiningWorkerHashratePathAccountRegExp).check(/*#__PURE__*/ zod.describe('The mining account\'s name.')),
  "workerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The worker\'s id.'))
})

export const getMiningWorkerHashrateQueryFromMin = 0;

export const getMiningWorkerHashrateQueryToMin = 0;



export const GetMiningWorkerHashrateQueryParams = /*#__PURE__*/ zod.object({
  "interval": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['5m', '1h', '24h'])).check(/*#__PURE__*/ zod.describe('One point per interval (default 1h).')),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWorkerHashrateQueryFromMin))).check(/*#__PURE__*/ zod.describe('Start of the period, Unix seconds.')),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWorkerHashrateQueryToMin))).check(/*#__PURE__*/ zod.describe('End of the period, Unix seconds (default now).'))
})

export const getMiningWorkerHashrate200ResponseDataAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const getMiningWorkerHashrate200ResponseDataWorkerRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');
export const getMiningWorkerHashrate200ResponseDataHashrateItemTimestampMin = 0;

export const getMiningWorkerHashrate200ResponseDataHashrateItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWorkerHashrate200ResponseDataHashrateItemRejectRateMin = 0;
export const getMiningWorkerHashrate200ResponseDataHashrateItemRejectRateMax = 1;



export const GetMiningWorkerHashrate200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', getMiningWorkerHashrate200ResponseDataAccountRegExp),
  "worker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('mining-worker-name', getMiningWorkerHashrate200ResponseDataWorkerRegExp)),
  "interval": /*#__PURE__*/ zod.enum(['5m', '1h', '24h']),
  "hashrate": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWorkerHashrate200ResponseDataHashrateItemTimestampMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningWorkerHashrate200ResponseDataHashrateItemHashrateRegExp),
  "rejectRate": /*#__PURE__*/ zod.number().check(/*#__PURE__*/ zod.gte(getMiningWorkerHashrate200ResponseDataHashrateItemRejectRateMin)).check(/*#__PURE__*/ zod.lte(getMiningWorkerHashrate200ResponseDataHashrateItemRejectRateMax))
}))
})
})

export const GetMiningWorkerHashrate401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetMiningWorkerHashrate404Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetMiningWorkerHashrate429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetMiningWorkerHashrate5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: modelled on the published POST /api/v4/mining/rewards with `account` (one reward per day, newest first; limit at most 100). 404 when the user has no account of this name. Code 4606 FailedToGetMiningRewards on failure.
 * @summary List a mining account's rewards
 */
export const listMiningAccountRewardsPathAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');


export const ListMiningAccountRewardsParams = /*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', listMiningAccountRewardsPathAccountRegExp).check(/*#__PURE__*/ zod.describe('The mining account\'s name.'))
})

export const listMiningAccountRewardsQueryOffsetDefault = 0;
export const listMiningAccountRewardsQueryOffsetMin = 0;

export const listMiningAccountRewardsQueryLimitDefault = 30;
export const listMiningAccountRewardsQueryLimitMax = 100;



export const ListMiningAccountRewardsQueryParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningAccountRewardsQueryOffsetMin)), listMiningAccountRewardsQueryOffsetDefault).check(/*#__PURE__*/ zod.describe('Rows to skip.')),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listMiningAccountRewardsQueryLimitMax)), listMiningAccountRewardsQueryLimitDefault).check(/*#__PURE__*/ zod.describe('Rows to return (published default 30).'))
})


export const listMiningAccountRewards200ResponseDataItemAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const listMiningAccountRewards200ResponseDataItemDateMin = 0;

export const listMiningAccountRewards200ResponseDataItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningAccountRewards200ResponseDataItemFppsRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningAccountRewards200ResponseDataItemTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningAccountRewards200ResponseDataItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningAccountRewards200ResponseDataItemRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningAccountRewards200ResponseDataItemCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listMiningAccountRewards200ResponsePaginationLimitMax = 100;

export const listMiningAccountRewards200ResponsePaginationOffsetMin = 0;

export const listMiningAccountRewards200ResponsePaginationTotalMin = 0;



export const ListMiningAccountRewards200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', listMiningAccountRewards200ResponseDataItemAccountRegExp),
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningAccountRewards200ResponseDataItemDateMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', listMiningAccountRewards200ResponseDataItemHashrateRegExp),
  "fppsRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listMiningAccountRewards200ResponseDataItemFppsRateRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listMiningAccountRewards200ResponseDataItemTotalRewardRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listMiningAccountRewards200ResponseDataItemFeeRegExp),
  "reward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listMiningAccountRewards200ResponseDataItemRewardRegExp),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', listMiningAccountRewards200ResponseDataItemCurrencyRegExp),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "status": /*#__PURE__*/ zod.enum(['pending', 'successful', 'canceled'])
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listMiningAccountRewards200ResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningAccountRewards200ResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningAccountRewards200ResponsePaginationTotalMin))
})
})

export const ListMiningAccountRewards401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListMiningAccountRewards404Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListMiningAccountRewards429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListMiningAccountRewards5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: modelled on the published POST /api/v4/mining/rewards without `account` (every account's rewards, newest first), for the history tab main/mining-rewards. Code 2407 FailedToGetMiningRewardsHistory on failure. Assumption: the published call's `account`, `from` and `to` filters (here the reward's day, Unix seconds, both ends included) and a `status` filter, applied before the page is cut; an account that is not the user's is a 404, a reversed period or a status not listed a 422 with code 30.
 * @summary List the rewards of every mining account
 */
export const listMiningRewardsQueryAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const listMiningRewardsQueryFromMin = 0;

export const listMiningRewardsQueryToMin = 0;

export const listMiningRewardsQueryOffsetDefault = 0;
export const listMiningRewardsQueryOffsetMin = 0;

export const listMiningRewardsQueryLimitDefault = 30;
export const listMiningRewardsQueryLimitMax = 100;



export const ListMiningRewardsQueryParams = /*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('mining-account-name', listMiningRewardsQueryAccountRegExp)).check(/*#__PURE__*/ zod.describe('Only this mining account\'s rewards (the published call\'s `account`).')),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningRewardsQueryFromMin))).check(/*#__PURE__*/ zod.describe('Only the rewards of days at or after this time (Unix seconds; the published call\'s `from`).')),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningRewardsQueryToMin))).check(/*#__PURE__*/ zod.describe('Only the rewards of days at or before this time (Unix seconds; the published call\'s `to`).')),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['pending', 'successful', 'canceled'])).check(/*#__PURE__*/ zod.describe('Assumption: only rewards in this status.')),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningRewardsQueryOffsetMin)), listMiningRewardsQueryOffsetDefault).check(/*#__PURE__*/ zod.describe('Rows to skip.')),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listMiningRewardsQueryLimitMax)), listMiningRewardsQueryLimitDefault).check(/*#__PURE__*/ zod.describe('Rows to return (published default 30).'))
})


export const listMiningRewards200ResponseDataItemAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const listMiningRewards200ResponseDataItemDateMin = 0;

export const listMiningRewards200ResponseDataItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningRewards200ResponseDataItemFppsRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningRewards200ResponseDataItemTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningRewards200ResponseDataItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningRewards200ResponseDataItemRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningRewards200ResponseDataItemCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listMiningRewards200ResponsePaginationLimitMax = 100;

export const listMiningRewards200ResponsePaginationOffsetMin = 0;

export const listMiningRewards200ResponsePaginationTotalMin = 0;



export const ListMiningRewards200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', listMiningRewards200ResponseDataItemAccountRegExp),
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningRewards200ResponseDataItemDateMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', listMiningRewards200ResponseDataItemHashrateRegExp),
  "fppsRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listMiningRewards200ResponseDataItemFppsRateRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listMiningRewards200ResponseDataItemTotalRewardRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listMiningRewards200ResponseDataItemFeeRegExp),
  "reward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listMiningRewards200ResponseDataItemRewardRegExp),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', listMiningRewards200ResponseDataItemCurrencyRegExp),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "status": /*#__PURE__*/ zod.enum(['pending', 'successful', 'canceled'])
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listMiningRewards200ResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningRewards200ResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningRewards200ResponsePaginationTotalMin))
})
})

export const ListMiningRewards401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListMiningRewards404Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListMiningRewards422Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListMiningRewards429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListMiningRewards5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Assumption: the published public GET /api/v4/public/mining-pool (connection links, location, assets, reward schemes, workers, current hashrate, the last 7 days' daily hashrate, the blocks found), with two added fields: the pool's `fee` and its `hashprice` (FPPS rate, BTC per TH/s per day), for the earnings estimate. Code 4619 FailedToGetMiningPoolStats on failure.
 * @summary Get the mining pool's statistics
 */
export const getMiningPoolStats200ResponseDataConnectionLinksItemRegExp = new RegExp('^stratum\\+tcp://[a-z0-9.-]+:[0-9]{2,5}$');
export const getMiningPoolStats200ResponseDataAssetsItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getMiningPoolStats200ResponseDataWorkersMin = 0;

export const getMiningPoolStats200ResponseDataCurrentHashRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningPoolStats200ResponseDataLast7daysHashRateItemTimestampMin = 0;

export const getMiningPoolStats200ResponseDataLast7daysHashRateItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningPoolStats200ResponseDataBlocksItemBlockFoundAtMin = 0;

export const getMiningPoolStats200ResponseDataBlocksItemBlockHeightMin = 0;

export const getMiningPoolStats200ResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningPoolStats200ResponseDataHashpriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetMiningPoolStats200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "connectionLinks": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('stratum-url', getMiningPoolStats200ResponseDataConnectionLinksItemRegExp)),
  "location": /*#__PURE__*/ zod.enum(['global']),
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', getMiningPoolStats200ResponseDataAssetsItemRegExp)),
  "rewardSchemes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['FPPS'])),
  "workers": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningPoolStats200ResponseDataWorkersMin)),
  "currentHashRate": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningPoolStats200ResponseDataCurrentHashRateRegExp),
  "last7daysHashRate": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningPoolStats200ResponseDataLast7daysHashRateItemTimestampMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningPoolStats200ResponseDataLast7daysHashRateItemHashrateRegExp)
})),
  "blocks": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "blockFoundAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningPoolStats200ResponseDataBlocksItemBlockFoundAtMin)),
  "blockHeight": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningPoolStats200ResponseDataBlocksItemBlockHeightMin))
})),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningPoolStats200ResponseDataFeeRegExp),
  "hashprice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningPoolStats200ResponseDataHashpriceRegExp)
})
})

export const GetMiningPoolStats429Response = /*#__PURE__*/ zod.unknown()

export const GetMiningPoolStats500Response = /*#__PURE__*/ zod.object({
  "error": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string())
})

export const GetMiningPoolStats503Response = /*#__PURE__*/ zod.unknown()

