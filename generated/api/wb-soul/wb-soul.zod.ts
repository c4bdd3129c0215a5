/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Assumption: no published counterpart. The user's soul: every achievement with the progress the account's activity has made towards it (deposits, trades and their spot volume in USDT, earn investments, WBT on hold, a second factor, the verified identity), the points of those completed, the level they reach and, once minted, the soulbound token. Answers 451 where permissions.wbSoul is off.
 * @summary Get the user's soul dashboard
 */

export const getWbSoul200ResponseDataTokenNetworkMin = 2;
export const getWbSoul200ResponseDataTokenNetworkMax = 40;

export const getWbSoul200ResponseDataTokenAddressRegExp = new RegExp('^0x[0-9a-f]{40}$');
export const getWbSoul200ResponseDataTokenMintedAtMin = 0;

export const getWbSoul200ResponseDataPointsMin = 0;

export const getWbSoul200ResponseDataLevelMin = 0;
export const getWbSoul200ResponseDataLevelMax = 10;

export const getWbSoul200ResponseDataLevelsItemLevelMin = 0;
export const getWbSoul200ResponseDataLevelsItemLevelMax = 10;

export const getWbSoul200ResponseDataLevelsItemPointsMin = 0;


export const getWbSoul200ResponseDataAchievementsItemProgressRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbSoul200ResponseDataAchievementsItemTargetRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const getWbSoul200ResponseDataAchievementsItemCompletedAtMin = 0;



export const GetWbSoul200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "minted": /*#__PURE__*/ zod.boolean(),
  "token": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "tokenId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "network": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getWbSoul200ResponseDataTokenNetworkMin)).check(/*#__PURE__*/ zod.maxLength(getWbSoul200ResponseDataTokenNetworkMax)),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', getWbSoul200ResponseDataTokenAddressRegExp),
  "mintedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getWbSoul200ResponseDataTokenMintedAtMin))
})),
  "points": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getWbSoul200ResponseDataPointsMin)),
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getWbSoul200ResponseDataLevelMin)).check(/*#__PURE__*/ zod.lte(getWbSoul200ResponseDataLevelMax)),
  "levels": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getWbSoul200ResponseDataLevelsItemLevelMin)).check(/*#__PURE__*/ zod.lte(getWbSoul200ResponseDataLevelsItemLevelMax)),
  "points": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getWbSoul200ResponseDataLevelsItemPointsMin))
})).check(/*#__PURE__*/ zod.minLength(1)),
  "achievements": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.enum(['first-deposit', 'first-trade', 'volume-1k', 'volume-100k', 'earn-saver', 'wbt-holder', 'secured-account', 'verified-identity']),
  "category": /*#__PURE__*/ zod.enum(['funding', 'trading', 'earn', 'security']),
  "unit": /*#__PURE__*/ zod.enum(['count', 'USDT', 'WBT']),
  "progress": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getWbSoul200ResponseDataAchievementsItemProgressRegExp),
  "target": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getWbSoul200ResponseDataAchievementsItemTargetRegExp),
  "points": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getWbSoul200ResponseDataAchievementsItemCompletedAtMin)))
}))
})
})

export const GetWbSoul401Response = /*#__PURE__*/ zod.object({
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

export const GetWbSoul429Response = /*#__PURE__*/ zod.object({
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

export const GetWbSoul451Response = /*#__PURE__*/ zod.object({
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

export const GetWbSoul5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Mints the account's soulbound token once (it cannot be moved or minted again); the achievements keep counting into it. Needs the verified identity: a 422 carries code 30 DefaultRequestValidation on `kyc` before the KYC check has passed, or on `token` when it is minted already. Answers 451 where permissions.wbSoul is off.
 * @summary Mint the user's soulbound token
 */

export const mintWbSoul200ResponseDataTokenNetworkMin = 2;
export const mintWbSoul200ResponseDataTokenNetworkMax = 40;

export const mintWbSoul200ResponseDataTokenAddressRegExp = new RegExp('^0x[0-9a-f]{40}$');
export const mintWbSoul200ResponseDataTokenMintedAtMin = 0;

export const mintWbSoul200ResponseDataPointsMin = 0;

export const mintWbSoul200ResponseDataLevelMin = 0;
export const mintWbSoul200ResponseDataLevelMax = 10;

export const mintWbSoul200ResponseDataLevelsItemLevelMin = 0;
export const mintWbSoul200ResponseDataLevelsItemLevelMax = 10;

export const mintWbSoul200ResponseDataLevelsItemPointsMin = 0;


export const mintWbSoul200ResponseDataAchievementsItemProgressRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const mintWbSoul200ResponseDataAchievementsItemTargetRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const mintWbSoul200ResponseDataAchievementsItemCompletedAtMin = 0;



export const MintWbSoul200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "minted": /*#__PURE__*/ zod.boolean(),
  "token": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "tokenId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "network": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(mintWbSoul200ResponseDataTokenNetworkMin)).check(/*#__PURE__*/ zod.maxLength(mintWbSoul200ResponseDataTokenNetworkMax)),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', mintWbSoul200ResponseDataTokenAddressRegExp),
  "mintedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(mintWbSoul200ResponseDataTokenMintedAtMin))
})),
  "points": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(mintWbSoul200ResponseDataPointsMin)),
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(mintWbSoul200ResponseDataLevelMin)).check(/*#__PURE__*/ zod.lte(mintWbSoul200ResponseDataLevelMax)),
  "levels": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(mintWbSoul200ResponseDataLevelsItemLevelMin)).check(/*#__PURE__*/ zod.lte(mintWbSoul200ResponseDataLevelsItemLevelMax)),
  "points": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(mintWbSoul200ResponseDataLevelsItemPointsMin))
})).check(/*#__PURE__*/ zod.minLength(1)),
  "achievements": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.enum(['first-deposit', 'first-trade', 'volume-1k', 'volume-100k', 'earn-saver', 'wbt-holder', 'secured-account', 'verified-identity']),
  "category": /*#__PURE__*/ zod.enum(['funding', 'trading', 'earn', 'security']),
  "unit": /*#__PURE__*/ zod.enum(['count', 'USDT', 'WBT']),
  "progress": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', mintWbSoul200ResponseDataAchievementsItemProgressRegExp),
  "target": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', mintWbSoul200ResponseDataAchievementsItemTargetRegExp),
  "points": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(mintWbSoul200ResponseDataAchievementsItemCompletedAtMin)))
}))
})
})

export const MintWbSoul401Response = /*#__PURE__*/ zod.object({
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

export const MintWbSoul419Response = /*#__PURE__*/ zod.object({
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

export const MintWbSoul422Response = /*#__PURE__*/ zod.object({
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

export const MintWbSoul429Response = /*#__PURE__*/ zod.object({
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

export const MintWbSoul451Response = /*#__PURE__*/ zod.object({
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

export const MintWbSoul5XXResponse = /*#__PURE__*/ zod.object({
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

