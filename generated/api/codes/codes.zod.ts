/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Assumption: modelled on the published POST /api/v4/main-account/codes/my. The codes the user created, newest first, filtered by `status` (all, created, used). Code 1300 FailedToGetCodes on failure.
 * @summary List the codes the user created
 */
export const listMyCodesQueryOffsetDefault = 0;
export const listMyCodesQueryOffsetMin = 0;

export const listMyCodesQueryLimitDefault = 30;
export const listMyCodesQueryLimitMax = 100;



export const ListMyCodesQueryParams = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['all', 'created', 'used'])).check(/*#__PURE__*/ zod.describe('Which codes (spec section 4\'s code filter).')),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMyCodesQueryOffsetMin)), listMyCodesQueryOffsetDefault).check(/*#__PURE__*/ zod.describe('Rows to skip.')),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listMyCodesQueryLimitMax)), listMyCodesQueryLimitDefault).check(/*#__PURE__*/ zod.describe('Rows to return (the published API\'s default 30, at most 100).'))
})

export const listMyCodes200ResponseDataItemCodeMax = 64;

export const listMyCodes200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listMyCodes200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMyCodes200ResponseDataItemDescriptionMax = 75;


export const listMyCodes200ResponseDataItemCreatedAtMin = 0;

export const listMyCodes200ResponseDataItemUsedAtMin = 0;

export const listMyCodes200ResponsePaginationLimitMax = 100;

export const listMyCodes200ResponsePaginationOffsetMin = 0;

export const listMyCodes200ResponsePaginationTotalMin = 0;



export const ListMyCodes200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(listMyCodes200ResponseDataItemCodeMax)),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', listMyCodes200ResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listMyCodes200ResponseDataItemAmountRegExp),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(listMyCodes200ResponseDataItemDescriptionMax))),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "packageId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMyCodes200ResponseDataItemCreatedAtMin)),
  "usedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMyCodes200ResponseDataItemUsedAtMin)))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listMyCodes200ResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMyCodes200ResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMyCodes200ResponsePaginationTotalMin))
})
})

export const ListMyCodes401Response = /*#__PURE__*/ zod.object({
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

export const ListMyCodes429Response = /*#__PURE__*/ zod.object({
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

export const ListMyCodes5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: modelled on the published POST /api/v4/main-account/codes. Takes `amount` of `ticker` from the main balance into a new code, with an optional passphrase (whoever applies it must give it) and a description only the creator sees. A 422 carries code 32 ErrAmount on `amount` (not positive, or finer than the asset's decimals), 37 NotEnoughBalance on `amount` (more than the main balance), 30 DefaultRequestValidation on `ticker` (an asset the session restricts for codes, restrictedAssets.codes.withdraw, or one that is not a currency) or on `passphrase`. Code 1301 FailedToCreateCode on any other failure.
 * @summary Create a code
 */
export const createCodeBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCodeBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCodeBodyPassphraseRegExp = new RegExp('^[!-~]{1,25}$');
export const createCodeBodyDescriptionMax = 75;



export const CreateCodeBody = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createCodeBodyTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCodeBodyAmountRegExp),
  "passphrase": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(createCodeBodyPassphraseRegExp))),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createCodeBodyDescriptionMax)))
})

export const createCode200ResponseDataCodeMax = 64;

export const createCode200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCode200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCode200ResponseDataDescriptionMax = 75;


export const createCode200ResponseDataCreatedAtMin = 0;

export const createCode200ResponseDataUsedAtMin = 0;



export const CreateCode200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createCode200ResponseDataCodeMax)),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createCode200ResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCode200ResponseDataAmountRegExp),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createCode200ResponseDataDescriptionMax))),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "packageId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createCode200ResponseDataCreatedAtMin)),
  "usedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createCode200ResponseDataUsedAtMin)))
})
})

export const CreateCode401Response = /*#__PURE__*/ zod.object({
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

export const CreateCode419Response = /*#__PURE__*/ zod.object({
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

export const CreateCode422Response = /*#__PURE__*/ zod.object({
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

export const CreateCode429Response = /*#__PURE__*/ zod.object({
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

export const CreateCode451Response = /*#__PURE__*/ zod.object({
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

export const CreateCode5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart (the published API lists codes only). One code of the user's by its transaction id (the page after creating one, /codes/create/success?code=...); another user's or an unknown id is a 404. Code 1300 FailedToGetCodes on failure.
 * @summary Get one code the user created
 */
export const GetMyCodeParams = /*#__PURE__*/ zod.object({
  "externalId": /*#__PURE__*/ zod.uuid().check(/*#__PURE__*/ zod.describe('The code\'s transaction id.'))
})

export const getMyCode200ResponseDataCodeMax = 64;

export const getMyCode200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getMyCode200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMyCode200ResponseDataDescriptionMax = 75;


export const getMyCode200ResponseDataCreatedAtMin = 0;

export const getMyCode200ResponseDataUsedAtMin = 0;



export const GetMyCode200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getMyCode200ResponseDataCodeMax)),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getMyCode200ResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMyCode200ResponseDataAmountRegExp),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(getMyCode200ResponseDataDescriptionMax))),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "packageId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMyCode200ResponseDataCreatedAtMin)),
  "usedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMyCode200ResponseDataUsedAtMin)))
})
})

export const GetMyCode401Response = /*#__PURE__*/ zod.object({
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

export const GetMyCode404Response = /*#__PURE__*/ zod.object({
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

export const GetMyCode429Response = /*#__PURE__*/ zod.object({
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

export const GetMyCode5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: modelled on the published POST /api/v4/main-account/codes/apply. Credits the code's amount to the main balance of the user who applies it, once. A 422 carries code 30 DefaultRequestValidation on `code` (no such code, or it was applied already) or on `passphrase` (missing or wrong for a code that has one). Code 1302 FailedToActivateCode on any other failure.
 * @summary Apply a code
 */
export const applyCodeBodyCodeMax = 64;

export const applyCodeBodyPassphraseRegExp = new RegExp('^[!-~]{1,25}$');


export const ApplyCodeBody = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(applyCodeBodyCodeMax)),
  "passphrase": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(applyCodeBodyPassphraseRegExp)))
})

export const applyCode200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const applyCode200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const applyCode200ResponseDataMerchantMin = 2;
export const applyCode200ResponseDataMerchantMax = 40;



export const ApplyCode200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', applyCode200ResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', applyCode200ResponseDataAmountRegExp),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "merchant": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(applyCode200ResponseDataMerchantMin)).check(/*#__PURE__*/ zod.maxLength(applyCode200ResponseDataMerchantMax)))
})
})

export const ApplyCode401Response = /*#__PURE__*/ zod.object({
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

export const ApplyCode419Response = /*#__PURE__*/ zod.object({
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

export const ApplyCode422Response = /*#__PURE__*/ zod.object({
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

export const ApplyCode429Response = /*#__PURE__*/ zod.object({
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

export const ApplyCode451Response = /*#__PURE__*/ zod.object({
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

export const ApplyCode5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: modelled on the published POST /api/v4/main-account/codes/history. Every code the user created (its amount negative) or applied (positive), newest first, within the period when one is given (history/main/codes). Code 2400 FailedToGetCodesHistory on failure.
 * @summary The user's codes history
 */
export const listCodesHistoryQueryFromMin = 0;

export const listCodesHistoryQueryToMin = 0;

export const listCodesHistoryQueryTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCodesHistoryQueryOffsetDefault = 0;
export const listCodesHistoryQueryOffsetMin = 0;

export const listCodesHistoryQueryLimitDefault = 30;
export const listCodesHistoryQueryLimitMax = 100;



export const ListCodesHistoryQueryParams = /*#__PURE__*/ zod.object({
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCodesHistoryQueryFromMin))).check(/*#__PURE__*/ zod.describe('Unix seconds; entries at or after it.')),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCodesHistoryQueryToMin))).check(/*#__PURE__*/ zod.describe('Unix seconds; entries at or before it.')),
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', listCodesHistoryQueryTickerRegExp)).check(/*#__PURE__*/ zod.describe('Only this asset\'s codes.')),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCodesHistoryQueryOffsetMin)), listCodesHistoryQueryOffsetDefault).check(/*#__PURE__*/ zod.describe('Rows to skip.')),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listCodesHistoryQueryLimitMax)), listCodesHistoryQueryLimitDefault).check(/*#__PURE__*/ zod.describe('Rows to return (the published API\'s default 30, at most 100).'))
})

export const listCodesHistory200ResponseDataItemCodeMax = 64;

export const listCodesHistory200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCodesHistory200ResponseDataItemAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCodesHistory200ResponseDataItemTimeMin = 0;

export const listCodesHistory200ResponsePaginationLimitMax = 100;

export const listCodesHistory200ResponsePaginationOffsetMin = 0;

export const listCodesHistory200ResponsePaginationTotalMin = 0;



export const ListCodesHistory200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "externalId": /*#__PURE__*/ zod.uuid(),
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(listCodesHistory200ResponseDataItemCodeMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', listCodesHistory200ResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal', listCodesHistory200ResponseDataItemAmountRegExp),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCodesHistory200ResponseDataItemTimeMin))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listCodesHistory200ResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCodesHistory200ResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCodesHistory200ResponsePaginationTotalMin))
})
})

export const ListCodesHistory401Response = /*#__PURE__*/ zod.object({
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

export const ListCodesHistory429Response = /*#__PURE__*/ zod.object({
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

export const ListCodesHistory5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. The user's packages, newest first, without their codes (/codes/packages). Code 1303 FailedToGetCodePackages on failure.
 * @summary List the user's code packages
 */

export const listCodePackages200ResponseDataItemNameMax = 60;

export const listCodePackages200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCodePackages200ResponseDataItemAmountPerCodeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCodePackages200ResponseDataItemCountMax = 100;

export const listCodePackages200ResponseDataItemDescriptionMax = 75;

export const listCodePackages200ResponseDataItemUsedCountMin = 0;

export const listCodePackages200ResponseDataItemCreatedAtMin = 0;

export const listCodePackages200ResponseDataItemGeneratedAtMin = 0;

export const listCodePackages200ResponseDataItemCodesItemCodeMax = 64;

export const listCodePackages200ResponseDataItemCodesItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCodePackages200ResponseDataItemCodesItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCodePackages200ResponseDataItemCodesItemDescriptionMax = 75;


export const listCodePackages200ResponseDataItemCodesItemCreatedAtMin = 0;

export const listCodePackages200ResponseDataItemCodesItemUsedAtMin = 0;



export const ListCodePackages200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(listCodePackages200ResponseDataItemNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', listCodePackages200ResponseDataItemTickerRegExp),
  "amountPerCode": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCodePackages200ResponseDataItemAmountPerCodeRegExp),
  "count": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listCodePackages200ResponseDataItemCountMax)),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(listCodePackages200ResponseDataItemDescriptionMax))),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "status": /*#__PURE__*/ zod.enum(['draft', 'generated']),
  "usedCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCodePackages200ResponseDataItemUsedCountMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCodePackages200ResponseDataItemCreatedAtMin)),
  "generatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCodePackages200ResponseDataItemGeneratedAtMin))),
  "codes": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(listCodePackages200ResponseDataItemCodesItemCodeMax)),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', listCodePackages200ResponseDataItemCodesItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCodePackages200ResponseDataItemCodesItemAmountRegExp),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(listCodePackages200ResponseDataItemCodesItemDescriptionMax))),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "packageId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCodePackages200ResponseDataItemCodesItemCreatedAtMin)),
  "usedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCodePackages200ResponseDataItemCodesItemUsedAtMin)))
})))
}))
})

export const ListCodePackages401Response = /*#__PURE__*/ zod.object({
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

export const ListCodePackages429Response = /*#__PURE__*/ zod.object({
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

export const ListCodePackages5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Defines a package of `count` codes of `amountPerCode` each (/codes/packages/create); nothing leaves the balance until it is generated. A 422 carries code 32 ErrAmount on `amountPerCode`, 30 DefaultRequestValidation on `ticker`, `count` or `name`. Code 1304 FailedToCreateCodePackage on any other failure.
 * @summary Define a code package
 */
export const createCodePackageBodyNameMax = 60;

export const createCodePackageBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCodePackageBodyAmountPerCodeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCodePackageBodyCountMax = 100;

export const createCodePackageBodyPassphraseRegExp = new RegExp('^[!-~]{1,25}$');
export const createCodePackageBodyDescriptionMax = 75;



export const CreateCodePackageBody = /*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createCodePackageBodyNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createCodePackageBodyTickerRegExp),
  "amountPerCode": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCodePackageBodyAmountPerCodeRegExp),
  "count": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(createCodePackageBodyCountMax)),
  "passphrase": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(createCodePackageBodyPassphraseRegExp))),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createCodePackageBodyDescriptionMax)))
})


export const createCodePackage200ResponseDataNameMax = 60;

export const createCodePackage200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCodePackage200ResponseDataAmountPerCodeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCodePackage200ResponseDataCountMax = 100;

export const createCodePackage200ResponseDataDescriptionMax = 75;

export const createCodePackage200ResponseDataUsedCountMin = 0;

export const createCodePackage200ResponseDataCreatedAtMin = 0;

export const createCodePackage200ResponseDataGeneratedAtMin = 0;

export const createCodePackage200ResponseDataCodesItemCodeMax = 64;

export const createCodePackage200ResponseDataCodesItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCodePackage200ResponseDataCodesItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCodePackage200ResponseDataCodesItemDescriptionMax = 75;


export const createCodePackage200ResponseDataCodesItemCreatedAtMin = 0;

export const createCodePackage200ResponseDataCodesItemUsedAtMin = 0;



export const CreateCodePackage200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createCodePackage200ResponseDataNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createCodePackage200ResponseDataTickerRegExp),
  "amountPerCode": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCodePackage200ResponseDataAmountPerCodeRegExp),
  "count": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(createCodePackage200ResponseDataCountMax)),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createCodePackage200ResponseDataDescriptionMax))),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "status": /*#__PURE__*/ zod.enum(['draft', 'generated']),
  "usedCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createCodePackage200ResponseDataUsedCountMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createCodePackage200ResponseDataCreatedAtMin)),
  "generatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createCodePackage200ResponseDataGeneratedAtMin))),
  "codes": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createCodePackage200ResponseDataCodesItemCodeMax)),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createCodePackage200ResponseDataCodesItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCodePackage200ResponseDataCodesItemAmountRegExp),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createCodePackage200ResponseDataCodesItemDescriptionMax))),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "packageId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createCodePackage200ResponseDataCodesItemCreatedAtMin)),
  "usedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createCodePackage200ResponseDataCodesItemUsedAtMin)))
})))
})
})

export const CreateCodePackage401Response = /*#__PURE__*/ zod.object({
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

export const CreateCodePackage419Response = /*#__PURE__*/ zod.object({
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

export const CreateCodePackage422Response = /*#__PURE__*/ zod.object({
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

export const CreateCodePackage429Response = /*#__PURE__*/ zod.object({
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

export const CreateCodePackage451Response = /*#__PURE__*/ zod.object({
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

export const CreateCodePackage5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. One of the user's packages with its codes once generated (/codes/packages/:id); another user's or an unknown id is a 404. Code 1306 FailedToGetCodePackage on failure.
 * @summary Get a code package with its codes
 */



export const GetCodePackageParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The package\'s id.'))
})


export const getCodePackage200ResponseDataNameMax = 60;

export const getCodePackage200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getCodePackage200ResponseDataAmountPerCodeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCodePackage200ResponseDataCountMax = 100;

export const getCodePackage200ResponseDataDescriptionMax = 75;

export const getCodePackage200ResponseDataUsedCountMin = 0;

export const getCodePackage200ResponseDataCreatedAtMin = 0;

export const getCodePackage200ResponseDataGeneratedAtMin = 0;

export const getCodePackage200ResponseDataCodesItemCodeMax = 64;

export const getCodePackage200ResponseDataCodesItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getCodePackage200ResponseDataCodesItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCodePackage200ResponseDataCodesItemDescriptionMax = 75;


export const getCodePackage200ResponseDataCodesItemCreatedAtMin = 0;

export const getCodePackage200ResponseDataCodesItemUsedAtMin = 0;



export const GetCodePackage200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getCodePackage200ResponseDataNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getCodePackage200ResponseDataTickerRegExp),
  "amountPerCode": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCodePackage200ResponseDataAmountPerCodeRegExp),
  "count": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(getCodePackage200ResponseDataCountMax)),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(getCodePackage200ResponseDataDescriptionMax))),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "status": /*#__PURE__*/ zod.enum(['draft', 'generated']),
  "usedCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getCodePackage200ResponseDataUsedCountMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getCodePackage200ResponseDataCreatedAtMin)),
  "generatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getCodePackage200ResponseDataGeneratedAtMin))),
  "codes": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getCodePackage200ResponseDataCodesItemCodeMax)),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getCodePackage200ResponseDataCodesItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCodePackage200ResponseDataCodesItemAmountRegExp),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(getCodePackage200ResponseDataCodesItemDescriptionMax))),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "packageId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getCodePackage200ResponseDataCodesItemCreatedAtMin)),
  "usedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getCodePackage200ResponseDataCodesItemUsedAtMin)))
})))
})
})

export const GetCodePackage401Response = /*#__PURE__*/ zod.object({
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

export const GetCodePackage404Response = /*#__PURE__*/ zod.object({
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

export const GetCodePackage429Response = /*#__PURE__*/ zod.object({
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

export const GetCodePackage5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Takes count times the amount of each code from the main balance in one posting and makes the package's codes (/codes/packages/generate); a package is generated once. A 422 carries code 37 NotEnoughBalance on `amountPerCode` or 30 DefaultRequestValidation on `id` (generated already). Code 1305 FailedToGenerateCodePackage on any other failure.
 * @summary Generate a package's codes
 */



export const GenerateCodePackageParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The package\'s id.'))
})


export const generateCodePackage200ResponseDataNameMax = 60;

export const generateCodePackage200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const generateCodePackage200ResponseDataAmountPerCodeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const generateCodePackage200ResponseDataCountMax = 100;

export const generateCodePackage200ResponseDataDescriptionMax = 75;

export const generateCodePackage200ResponseDataUsedCountMin = 0;

export const generateCodePackage200ResponseDataCreatedAtMin = 0;

export const generateCodePackage200ResponseDataGeneratedAtMin = 0;

export const generateCodePackage200ResponseDataCodesItemCodeMax = 64;

export const generateCodePackage200ResponseDataCodesItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const generateCodePackage200ResponseDataCodesItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const generateCodePackage200ResponseDataCodesItemDescriptionMax = 75;


export const generateCodePackage200ResponseDataCodesItemCreatedAtMin = 0;

export const generateCodePackage200ResponseDataCodesItemUsedAtMin = 0;



export const GenerateCodePackage200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(generateCodePackage200ResponseDataNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', generateCodePackage200ResponseDataTickerRegExp),
  "amountPerCode": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', generateCodePackage200ResponseDataAmountPerCodeRegExp),
  "count": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(generateCodePackage200ResponseDataCountMax)),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(generateCodePackage200ResponseDataDescriptionMax))),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "status": /*#__PURE__*/ zod.enum(['draft', 'generated']),
  "usedCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(generateCodePackage200ResponseDataUsedCountMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(generateCodePackage200ResponseDataCreatedAtMin)),
  "generatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(generateCodePackage200ResponseDataGeneratedAtMin))),
  "codes": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(generateCodePackage200ResponseDataCodesItemCodeMax)),
  "externalId": /*#__PURE__*/ zod.uuid(),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', generateCodePackage200ResponseDataCodesItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', generateCodePackage200ResponseDataCodesItemAmountRegExp),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(generateCodePackage200ResponseDataCodesItemDescriptionMax))),
  "status": /*#__PURE__*/ zod.enum(['created', 'used']),
  "hasPassphrase": /*#__PURE__*/ zod.boolean(),
  "packageId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(generateCodePackage200ResponseDataCodesItemCreatedAtMin)),
  "usedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(generateCodePackage200ResponseDataCodesItemUsedAtMin)))
})))
})
})

export const GenerateCodePackage401Response = /*#__PURE__*/ zod.object({
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

export const GenerateCodePackage404Response = /*#__PURE__*/ zod.object({
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

export const GenerateCodePackage419Response = /*#__PURE__*/ zod.object({
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

export const GenerateCodePackage422Response = /*#__PURE__*/ zod.object({
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

export const GenerateCodePackage429Response = /*#__PURE__*/ zod.object({
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

export const GenerateCodePackage451Response = /*#__PURE__*/ zod.object({
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

export const GenerateCodePackage5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. The name the user's package codes show to whoever applies them, and whether they show it. Code 1307 FailedToGetMerchantSettings on failure.
 * @summary The merchant settings of the user's package codes
 */
export const getMerchantSettings200ResponseDataDisplayNameMin = 2;
export const getMerchantSettings200ResponseDataDisplayNameMax = 40;



export const GetMerchantSettings200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "displayName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getMerchantSettings200ResponseDataDisplayNameMin)).check(/*#__PURE__*/ zod.maxLength(getMerchantSettings200ResponseDataDisplayNameMax)),
  "showName": /*#__PURE__*/ zod.boolean()
})
})

export const GetMerchantSettings401Response = /*#__PURE__*/ zod.object({
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

export const GetMerchantSettings429Response = /*#__PURE__*/ zod.object({
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

export const GetMerchantSettings5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. A 422 carries code 30 DefaultRequestValidation on `displayName`. Code 1308 FailedToUpdateMerchantSettings on any other failure.
 * @summary Save the merchant settings
 */
export const updateMerchantSettingsBodyDisplayNameMin = 2;
export const updateMerchantSettingsBodyDisplayNameMax = 40;



export const UpdateMerchantSettingsBody = /*#__PURE__*/ zod.object({
  "displayName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateMerchantSettingsBodyDisplayNameMin)).check(/*#__PURE__*/ zod.maxLength(updateMerchantSettingsBodyDisplayNameMax)),
  "showName": /*#__PURE__*/ zod.boolean()
})

export const updateMerchantSettings200ResponseDataDisplayNameMin = 2;
export const updateMerchantSettings200ResponseDataDisplayNameMax = 40;



export const UpdateMerchantSettings200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "displayName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateMerchantSettings200ResponseDataDisplayNameMin)).check(/*#__PURE__*/ zod.maxLength(updateMerchantSettings200ResponseDataDisplayNameMax)),
  "showName": /*#__PURE__*/ zod.boolean()
})
})

export const UpdateMerchantSettings401Response = /*#__PURE__*/ zod.object({
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

export const UpdateMerchantSettings419Response = /*#__PURE__*/ zod.object({
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

export const UpdateMerchantSettings422Response = /*#__PURE__*/ zod.object({
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

export const UpdateMerchantSettings429Response = /*#__PURE__*/ zod.object({
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

export const UpdateMerchantSettings451Response = /*#__PURE__*/ zod.object({
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

export const UpdateMerchantSettings5XXResponse = /*#__PURE__*/ zod.object({
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

