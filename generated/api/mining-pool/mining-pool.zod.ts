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

/**
 * Assumption: modelled on the published POST /api/v4/mining/watcher-links/list (`account`; id, name, link, permissions, liveUntil, createdAt), newest first; a revoked link is not listed, an expired one is until it is revoked (page /mining-pool/:account/watcher-links). 404 when the user has no account of this name. Code 4613 FailedToGetWatcherLinks on failure.
 * @summary List a mining account's watcher links
 */
export const listMiningWatcherLinksPathAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');


export const ListMiningWatcherLinksParams = /*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', listMiningWatcherLinksPathAccountRegExp).check(/*#__PURE__*/ zod.describe('The mining account\'s name.'))
})

export const listMiningWatcherLinks200ResponseDataItemNameRegExp = new RegExp('^[A-Za-z0-9_]{1,64}$');
export const listMiningWatcherLinks200ResponseDataItemAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const listMiningWatcherLinks200ResponseDataItemPermissionsMax = 3;

export const listMiningWatcherLinks200ResponseDataItemLinkMax = 4096;


export const listMiningWatcherLinks200ResponseDataItemLinkRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const listMiningWatcherLinks200ResponseDataItemLiveUntilMin = 0;

export const listMiningWatcherLinks200ResponseDataItemCreatedAtMin = 0;



export const ListMiningWatcherLinks200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "name": /*#__PURE__*/ zod.stringFormat('mining-watcher-name', listMiningWatcherLinks200ResponseDataItemNameRegExp),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', listMiningWatcherLinks200ResponseDataItemAccountRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['dashboard', 'rewards', 'workers'])).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(listMiningWatcherLinks200ResponseDataItemPermissionsMax)),
  "link": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(listMiningWatcherLinks200ResponseDataItemLinkMax)).check(/*#__PURE__*/ zod.regex(listMiningWatcherLinks200ResponseDataItemLinkRegExp)),
  "liveUntil": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningWatcherLinks200ResponseDataItemLiveUntilMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningWatcherLinks200ResponseDataItemCreatedAtMin))
}))
})

export const ListMiningWatcherLinks401Response = /*#__PURE__*/ zod.object({
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

export const ListMiningWatcherLinks404Response = /*#__PURE__*/ zod.object({
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

export const ListMiningWatcherLinks429Response = /*#__PURE__*/ zod.object({
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

export const ListMiningWatcherLinks5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: modelled on the published POST /api/v4/mining/watcher-links/create (accounts, name of letters, digits and underscores, permissions dashboard, rewards and workers, liveUntil such as "7d"), for the account of the path. Anyone with the link sees what its permissions allow, read-only, without an account. A 422 carries code 30 DefaultRequestValidation on `name` (the account has a live link of this name); 4614 FailedToCreateWatcherLink on any other failure (e.g. 20 live links already). 404 when the user has no account of this name.
 * @summary Create a watcher link for a mining account
 */
export const createMiningWatcherLinkPathAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');


export const CreateMiningWatcherLinkParams = /*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', createMiningWatcherLinkPathAccountRegExp).check(/*#__PURE__*/ zod.describe('The mining account\'s name.'))
})

export const createMiningWatcherLinkBodyNameRegExp = new RegExp('^[A-Za-z0-9_]{1,64}$');
export const createMiningWatcherLinkBodyPermissionsMax = 3;



export const CreateMiningWatcherLinkBody = /*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.stringFormat('mining-watcher-name', createMiningWatcherLinkBodyNameRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['dashboard', 'rewards', 'workers'])).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createMiningWatcherLinkBodyPermissionsMax)),
  "liveUntil": /*#__PURE__*/ zod.enum(['1d', '7d', '30d', '90d'])
})

export const createMiningWatcherLink200ResponseDataNameRegExp = new RegExp('^[A-Za-z0-9_]{1,64}$');
export const createMiningWatcherLink200ResponseDataAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const createMiningWatcherLink200ResponseDataPermissionsMax = 3;

export const createMiningWatcherLink200ResponseDataLinkMax = 4096;


export const createMiningWatcherLink200ResponseDataLinkRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const createMiningWatcherLink200ResponseDataLiveUntilMin = 0;

export const createMiningWatcherLink200ResponseDataCreatedAtMin = 0;



export const CreateMiningWatcherLink200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "name": /*#__PURE__*/ zod.stringFormat('mining-watcher-name', createMiningWatcherLink200ResponseDataNameRegExp),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', createMiningWatcherLink200ResponseDataAccountRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['dashboard', 'rewards', 'workers'])).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createMiningWatcherLink200ResponseDataPermissionsMax)),
  "link": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(createMiningWatcherLink200ResponseDataLinkMax)).check(/*#__PURE__*/ zod.regex(createMiningWatcherLink200ResponseDataLinkRegExp)),
  "liveUntil": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createMiningWatcherLink200ResponseDataLiveUntilMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createMiningWatcherLink200ResponseDataCreatedAtMin))
})
})

export const CreateMiningWatcherLink401Response = /*#__PURE__*/ zod.object({
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

export const CreateMiningWatcherLink404Response = /*#__PURE__*/ zod.object({
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

export const CreateMiningWatcherLink419Response = /*#__PURE__*/ zod.object({
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

export const CreateMiningWatcherLink422Response = /*#__PURE__*/ zod.object({
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

export const CreateMiningWatcherLink429Response = /*#__PURE__*/ zod.object({
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

export const CreateMiningWatcherLink5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: the published API lists and creates watcher links; revoking one is assumed here. The link stops working at once (opening it is a 404). 404 for a link the user has no link of this id. Code 4616 FailedToDeleteWatcherLink on failure.
 * @summary Revoke a watcher link
 */
export const DeleteMiningWatcherLinkParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid().check(/*#__PURE__*/ zod.describe('The watcher link\'s id.'))
})

export const DeleteMiningWatcherLink204Response = /*#__PURE__*/ zod.void()

export const DeleteMiningWatcherLink401Response = /*#__PURE__*/ zod.object({
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

export const DeleteMiningWatcherLink404Response = /*#__PURE__*/ zod.object({
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

export const DeleteMiningWatcherLink419Response = /*#__PURE__*/ zod.object({
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

export const DeleteMiningWatcherLink422Response = /*#__PURE__*/ zod.object({
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

export const DeleteMiningWatcherLink429Response = /*#__PURE__*/ zod.object({
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

export const DeleteMiningWatcherLink5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: the published API gives a watcher link's address (/mining-pool/watcher-link/{id}), not the call its page makes; modelled as one read of what the link shows of its account (page /mining-pool/watcher-link/:watcherLinkId/:account), without a session: the figures and hashrate, the workers and the rewards, each as its permission allows. 404 when the link is unknown, revoked or past `liveUntil`, or is not for this account. Code 4617 FailedToGetWatcherLinkData on failure.
 * @summary Open a watcher link
 */
export const getMiningWatcherViewPathAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');


export const GetMiningWatcherViewParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid().check(/*#__PURE__*/ zod.describe('The watcher link\'s id.')),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', getMiningWatcherViewPathAccountRegExp).check(/*#__PURE__*/ zod.describe('The mining account\'s name.'))
})

export const getMiningWatcherView200ResponseDataLinkNameRegExp = new RegExp('^[A-Za-z0-9_]{1,64}$');
export const getMiningWatcherView200ResponseDataLinkPermissionsMax = 3;

export const getMiningWatcherView200ResponseDataLinkLiveUntilMin = 0;

export const getMiningWatcherView200ResponseDataAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');

export const getMiningWatcherView200ResponseDataDashboardAccountNameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const getMiningWatcherView200ResponseDataDashboardAccountCreatedAtMin = 0;

export const getMiningWatcherView200ResponseDataDashboardAccountHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataDashboardAccountWorkersOnlineMin = 0;

export const getMiningWatcherView200ResponseDataDashboardAccountWorkersOfflineMin = 0;

export const getMiningWatcherView200ResponseDataDashboardAccountWorkersLowMin = 0;

export const getMiningWatcherView200ResponseDataDashboardFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataDashboardCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getMiningWatcherView200ResponseDataDashboardStratumItemUrlRegExp = new RegExp('^stratum\\+tcp://[a-z0-9.-]+:[0-9]{2,5}$');
export const getMiningWatcherView200ResponseDataDashboardStratumItemWorkersCountMin = 0;

export const getMiningWatcherView200ResponseDataDashboardHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataDashboardAverage24hRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataDashboardTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const getMiningWatcherView200ResponseDataDashboardLastRewardAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const getMiningWatcherView200ResponseDataDashboardLastRewardDateMin = 0;

export const getMiningWatcherView200ResponseDataDashboardLastRewardHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataDashboardLastRewardFppsRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataDashboardLastRewardTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataDashboardLastRewardFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataDashboardLastRewardRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataDashboardLastRewardCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getMiningWatcherView200ResponseDataHashrateItemTimestampMin = 0;

export const getMiningWatcherView200ResponseDataHashrateItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataHashrateItemRejectRateMin = 0;
export const getMiningWatcherView200ResponseDataHashrateItemRejectRateMax = 1;


export const getMiningWatcherView200ResponseDataWorkersItemNameRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');
export const getMiningWatcherView200ResponseDataWorkersItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataWorkersItemAverage24hRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataWorkersItemRejectRateMin = 0;
export const getMiningWatcherView200ResponseDataWorkersItemRejectRateMax = 1;

export const getMiningWatcherView200ResponseDataWorkersItemConnectedAtMin = 0;

export const getMiningWatcherView200ResponseDataWorkersItemLastShareAtMin = 0;


export const getMiningWatcherView200ResponseDataRewardsItemAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const getMiningWatcherView200ResponseDataRewardsItemDateMin = 0;

export const getMiningWatcherView200ResponseDataRewardsItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataRewardsItemFppsRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataRewardsItemTotalRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataRewardsItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataRewardsItemRewardRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMiningWatcherView200ResponseDataRewardsItemCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const GetMiningWatcherView200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "link": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "name": /*#__PURE__*/ zod.stringFormat('mining-watcher-name', getMiningWatcherView200ResponseDataLinkNameRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['dashboard', 'rewards', 'workers'])).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getMiningWatcherView200ResponseDataLinkPermissionsMax)),
  "liveUntil": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWatcherView200ResponseDataLinkLiveUntilMin))
}),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', getMiningWatcherView200ResponseDataAccountRegExp),
  "dashboard": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-account-name', getMiningWatcherView200ResponseDataDashboardAccountNameRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWatcherView200ResponseDataDashboardAccountCreatedAtMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningWatcherView200ResponseDataDashboardAccountHashrateRegExp),
  "workers": /*#__PURE__*/ zod.object({
  "online": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWatcherView200ResponseDataDashboardAccountWorkersOnlineMin)),
  "offline": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWatcherView200ResponseDataDashboardAccountWorkersOfflineMin)),
  "low": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWatcherView200ResponseDataDashboardAccountWorkersLowMin))
})
}),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningWatcherView200ResponseDataDashboardFeeRegExp),
  "rewardScheme": /*#__PURE__*/ zod.enum(['FPPS']),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', getMiningWatcherView200ResponseDataDashboardCurrencyRegExp),
  "stratum": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "url": /*#__PURE__*/ zod.stringFormat('stratum-url', getMiningWatcherView200ResponseDataDashboardStratumItemUrlRegExp),
  "workersCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWatcherView200ResponseDataDashboardStratumItemWorkersCountMin))
})),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningWatcherView200ResponseDataDashboardHashrateRegExp),
  "average24h": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningWatcherView200ResponseDataDashboardAverage24hRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningWatcherView200ResponseDataDashboardTotalRewardRegExp),
  "lastReward": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', getMiningWatcherView200ResponseDataDashboardLastRewardAccountRegExp),
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWatcherView200ResponseDataDashboardLastRewardDateMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningWatcherView200ResponseDataDashboardLastRewardHashrateRegExp),
  "fppsRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningWatcherView200ResponseDataDashboardLastRewardFppsRateRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningWatcherView200ResponseDataDashboardLastRewardTotalRewardRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningWatcherView200ResponseDataDashboardLastRewardFeeRegExp),
  "reward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningWatcherView200ResponseDataDashboardLastRewardRewardRegExp),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', getMiningWatcherView200ResponseDataDashboardLastRewardCurrencyRegExp),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "status": /*#__PURE__*/ zod.enum(['pending', 'successful', 'canceled'])
}))
})),
  "hashrate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWatcherView200ResponseDataHashrateItemTimestampMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningWatcherView200ResponseDataHashrateItemHashrateRegExp),
  "rejectRate": /*#__PURE__*/ zod.number().check(/*#__PURE__*/ zod.gte(getMiningWatcherView200ResponseDataHashrateItemRejectRateMin)).check(/*#__PURE__*/ zod.lte(getMiningWatcherView200ResponseDataHashrateItemRejectRateMax))
}))),
  "workers": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-worker-name', getMiningWatcherView200ResponseDataWorkersItemNameRegExp),
  "status": /*#__PURE__*/ zod.enum(['online', 'offline', 'low']),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningWatcherView200ResponseDataWorkersItemHashrateRegExp),
  "average24h": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningWatcherView200ResponseDataWorkersItemAverage24hRegExp),
  "rejectRate": /*#__PURE__*/ zod.number().check(/*#__PURE__*/ zod.gte(getMiningWatcherView200ResponseDataWorkersItemRejectRateMin)).check(/*#__PURE__*/ zod.lte(getMiningWatcherView200ResponseDataWorkersItemRejectRateMax)),
  "connectedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWatcherView200ResponseDataWorkersItemConnectedAtMin)),
  "lastShareAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWatcherView200ResponseDataWorkersItemLastShareAtMin))
}))),
  "rewards": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', getMiningWatcherView200ResponseDataRewardsItemAccountRegExp),
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWatcherView200ResponseDataRewardsItemDateMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', getMiningWatcherView200ResponseDataRewardsItemHashrateRegExp),
  "fppsRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningWatcherView200ResponseDataRewardsItemFppsRateRegExp),
  "totalReward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningWatcherView200ResponseDataRewardsItemTotalRewardRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningWatcherView200ResponseDataRewardsItemFeeRegExp),
  "reward": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMiningWatcherView200ResponseDataRewardsItemRewardRegExp),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', getMiningWatcherView200ResponseDataRewardsItemCurrencyRegExp),
  "payoutDestination": /*#__PURE__*/ zod.enum(['main_balance', 'external_address']),
  "status": /*#__PURE__*/ zod.enum(['pending', 'successful', 'canceled'])
})))
})
})

export const GetMiningWatcherView404Response = /*#__PURE__*/ zod.object({
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

export const GetMiningWatcherView429Response = /*#__PURE__*/ zod.object({
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

export const GetMiningWatcherView5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: the published accounts/create takes a `referralCode`, and no call lists what it brings; modelled as the user's pool referral code and link, the share of the pool's fee on referred accounts' rewards that the user earns, the referred accounts with their hashrate and earnings, and the total (page /mining-pool/:account/referrals). Code 4611 FailedToGetMiningReferrals on failure.
 * @summary Get the pool referral programme
 */
export const listMiningReferrals200ResponseDataCodeRegExp = new RegExp('^[A-Za-z0-9]{1,50}$');
export const listMiningReferrals200ResponseDataLinkMax = 4096;


export const listMiningReferrals200ResponseDataLinkRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const listMiningReferrals200ResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningReferrals200ResponseDataCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listMiningReferrals200ResponseDataTotalEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const listMiningReferrals200ResponseDataReferralsItemAccountMin = 3;
export const listMiningReferrals200ResponseDataReferralsItemAccountMax = 40;

export const listMiningReferrals200ResponseDataReferralsItemJoinedAtMin = 0;

export const listMiningReferrals200ResponseDataReferralsItemAverage24hRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMiningReferrals200ResponseDataReferralsItemEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ListMiningReferrals200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.stringFormat('mining-referral-code', listMiningReferrals200ResponseDataCodeRegExp),
  "link": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(listMiningReferrals200ResponseDataLinkMax)).check(/*#__PURE__*/ zod.regex(listMiningReferrals200ResponseDataLinkRegExp)),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', listMiningReferrals200ResponseDataRateRegExp),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', listMiningReferrals200ResponseDataCurrencyRegExp),
  "totalEarned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listMiningReferrals200ResponseDataTotalEarnedRegExp),
  "referrals": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(listMiningReferrals200ResponseDataReferralsItemAccountMin)).check(/*#__PURE__*/ zod.maxLength(listMiningReferrals200ResponseDataReferralsItemAccountMax)),
  "joinedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMiningReferrals200ResponseDataReferralsItemJoinedAtMin)),
  "average24h": /*#__PURE__*/ zod.stringFormat('hashrate', listMiningReferrals200ResponseDataReferralsItemAverage24hRegExp),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listMiningReferrals200ResponseDataReferralsItemEarnedRegExp)
}))
})
})

export const ListMiningReferrals401Response = /*#__PURE__*/ zod.object({
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

export const ListMiningReferrals429Response = /*#__PURE__*/ zod.object({
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

export const ListMiningReferrals5XXResponse = /*#__PURE__*/ zod.object({
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

