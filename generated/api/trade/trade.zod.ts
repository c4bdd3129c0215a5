/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * A spot limit order (order type 1): amount in the base asset, price in the quote asset. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot limit order
 */
export const placeSpotLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrderBodyClientOrderIdMax = 64;



export const PlaceSpotLimitOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotLimitOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotLimitOrderBodyAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotLimitOrderBodyPriceRegExp),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeSpotLimitOrderBodyClientOrderIdMax)))
})


export const placeSpotLimitOrder200ResponseDataClientOrderIdMax = 64;

export const placeSpotLimitOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotLimitOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrder200ResponseDataTimestampMin = 0;

export const placeSpotLimitOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeSpotLimitOrder200ResponseDataFinishedAtMin = 0;



export const PlaceSpotLimitOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeSpotLimitOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotLimitOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotLimitOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotLimitOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotLimitOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotLimitOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotLimitOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotLimitOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotLimitOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeSpotLimitOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeSpotLimitOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeSpotLimitOrder200ResponseDataFinishedAtMin)))
})
})

export const PlaceSpotLimitOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotLimitOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotLimitOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotLimitOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotLimitOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotLimitOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A spot market order (order type 2). A buy amount is the total to spend in the quote asset, a sell amount the quantity in the base asset (Assumption: as the trade API v4 market order). A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot market order
 */
export const placeSpotMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotMarketOrderBodyClientOrderIdMax = 64;



export const PlaceSpotMarketOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotMarketOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotMarketOrderBodyAmountRegExp),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeSpotMarketOrderBodyClientOrderIdMax)))
})


export const placeSpotMarketOrder200ResponseDataClientOrderIdMax = 64;

export const placeSpotMarketOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotMarketOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotMarketOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotMarketOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotMarketOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotMarketOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotMarketOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotMarketOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotMarketOrder200ResponseDataTimestampMin = 0;

export const placeSpotMarketOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeSpotMarketOrder200ResponseDataFinishedAtMin = 0;



export const PlaceSpotMarketOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeSpotMarketOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotMarketOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotMarketOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotMarketOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotMarketOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotMarketOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotMarketOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotMarketOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotMarketOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeSpotMarketOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeSpotMarketOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeSpotMarketOrder200ResponseDataFinishedAtMin)))
})
})

export const PlaceSpotMarketOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotMarketOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotMarketOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotMarketOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotMarketOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotMarketOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A spot market order whose amount is always in the base asset (order type 202, "market (stock)"). A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot stock-market order
 */
export const placeSpotStockMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotStockMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStockMarketOrderBodyClientOrderIdMax = 64;



export const PlaceSpotStockMarketOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotStockMarketOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrderBodyAmountRegExp),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeSpotStockMarketOrderBodyClientOrderIdMax)))
})


export const placeSpotStockMarketOrder200ResponseDataClientOrderIdMax = 64;

export const placeSpotStockMarketOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotStockMarketOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStockMarketOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStockMarketOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStockMarketOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStockMarketOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStockMarketOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStockMarketOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStockMarketOrder200ResponseDataTimestampMin = 0;

export const placeSpotStockMarketOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeSpotStockMarketOrder200ResponseDataFinishedAtMin = 0;



export const PlaceSpotStockMarketOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeSpotStockMarketOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotStockMarketOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeSpotStockMarketOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeSpotStockMarketOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeSpotStockMarketOrder200ResponseDataFinishedAtMin)))
})
})

export const PlaceSpotStockMarketOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStockMarketOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStockMarketOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStockMarketOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStockMarketOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStockMarketOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A margin market order (order type 8), amount in the base asset; `reduce_only` and, in hedge mode, `positionSide` as for every collateral order. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a margin market order
 */
export const placeMarginMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginMarketOrderBodyReduceOnlyDefault = false;
export const placeMarginMarketOrderBodyStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginMarketOrderBodyTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginMarketOrderBodyClientOrderIdMax = 64;



export const PlaceMarginMarketOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeMarginMarketOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginMarketOrderBodyAmountRegExp),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeMarginMarketOrderBodyReduceOnlyDefault),
  "stopLoss": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginMarketOrderBodyStopLossRegExp)),
  "takeProfit": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginMarketOrderBodyTakeProfitRegExp)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeMarginMarketOrderBodyClientOrderIdMax)))
})


export const placeMarginMarketOrder200ResponseDataClientOrderIdMax = 64;

export const placeMarginMarketOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginMarketOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginMarketOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginMarketOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginMarketOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginMarketOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginMarketOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginMarketOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginMarketOrder200ResponseDataTimestampMin = 0;

export const placeMarginMarketOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeMarginMarketOrder200ResponseDataFinishedAtMin = 0;



export const PlaceMarginMarketOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeMarginMarketOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeMarginMarketOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginMarketOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginMarketOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginMarketOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginMarketOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginMarketOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginMarketOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginMarketOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeMarginMarketOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeMarginMarketOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeMarginMarketOrder200ResponseDataFinishedAtMin)))
})
})

export const PlaceMarginMarketOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginMarketOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginMarketOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginMarketOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginMarketOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginMarketOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A futures market order on a perpetual market (order type 8), amount in the base asset; in hedge mode `positionSide` must be LONG or SHORT. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a futures market order
 */
export const placeFuturesMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeFuturesMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesMarketOrderBodyReduceOnlyDefault = false;
export const placeFuturesMarketOrderBodyStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesMarketOrderBodyTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesMarketOrderBodyClientOrderIdMax = 64;



export const PlaceFuturesMarketOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeFuturesMarketOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesMarketOrderBodyAmountRegExp),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeFuturesMarketOrderBodyReduceOnlyDefault),
  "stopLoss": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesMarketOrderBodyStopLossRegExp)),
  "takeProfit": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesMarketOrderBodyTakeProfitRegExp)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeFuturesMarketOrderBodyClientOrderIdMax)))
})


export const placeFuturesMarketOrder200ResponseDataClientOrderIdMax = 64;

export const placeFuturesMarketOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeFuturesMarketOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesMarketOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesMarketOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesMarketOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesMarketOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesMarketOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesMarketOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesMarketOrder200ResponseDataTimestampMin = 0;

export const placeFuturesMarketOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeFuturesMarketOrder200ResponseDataFinishedAtMin = 0;



export const PlaceFuturesMarketOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeFuturesMarketOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeFuturesMarketOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesMarketOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesMarketOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesMarketOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesMarketOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesMarketOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesMarketOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesMarketOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeFuturesMarketOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeFuturesMarketOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeFuturesMarketOrder200ResponseDataFinishedAtMin)))
})
})

export const PlaceFuturesMarketOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesMarketOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesMarketOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesMarketOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesMarketOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesMarketOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A spot stop-limit order (order type 3): a limit order at `price` placed when the market reaches `activationPrice`. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot stop-limit order
 */
export const placeSpotStopLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotStopLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrderBodyClientOrderIdMax = 64;



export const PlaceSpotStopLimitOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotStopLimitOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrderBodyAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrderBodyPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrderBodyActivationPriceRegExp),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeSpotStopLimitOrderBodyClientOrderIdMax)))
})


export const placeSpotStopLimitOrder200ResponseDataClientOrderIdMax = 64;

export const placeSpotStopLimitOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotStopLimitOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrder200ResponseDataTimestampMin = 0;

export const placeSpotStopLimitOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeSpotStopLimitOrder200ResponseDataFinishedAtMin = 0;



export const PlaceSpotStopLimitOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeSpotStopLimitOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotStopLimitOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeSpotStopLimitOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeSpotStopLimitOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeSpotStopLimitOrder200ResponseDataFinishedAtMin)))
})
})

export const PlaceSpotStopLimitOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStopLimitOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStopLimitOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStopLimitOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStopLimitOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStopLimitOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A spot stop-market order (order type 4): a market order placed when the market reaches `activationPrice`. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot stop-market order
 */
export const placeSpotStopMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotStopMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopMarketOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopMarketOrderBodyClientOrderIdMax = 64;



export const PlaceSpotStopMarketOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotStopMarketOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrderBodyAmountRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrderBodyActivationPriceRegExp),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeSpotStopMarketOrderBodyClientOrderIdMax)))
})


export const placeSpotStopMarketOrder200ResponseDataClientOrderIdMax = 64;

export const placeSpotStopMarketOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotStopMarketOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopMarketOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopMarketOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopMarketOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopMarketOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopMarketOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopMarketOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopMarketOrder200ResponseDataTimestampMin = 0;

export const placeSpotStopMarketOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeSpotStopMarketOrder200ResponseDataFinishedAtMin = 0;



export const PlaceSpotStopMarketOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeSpotStopMarketOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotStopMarketOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeSpotStopMarketOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeSpotStopMarketOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeSpotStopMarketOrder200ResponseDataFinishedAtMin)))
})
})

export const PlaceSpotStopMarketOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStopMarketOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStopMarketOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStopMarketOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStopMarketOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotStopMarketOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A spot one-cancels-the-other order (order type "oco"; its numeric code is not shown by the spec): a take-profit limit leg at `price` and a stop-limit leg that fires at `activationPrice` and executes at `stopLimitPrice`; when one leg executes the other is cancelled. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot OCO order
 */
export const placeSpotOcoOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotOcoOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrderBodyStopLimitPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrderBodyClientOrderIdMax = 64;



export const PlaceSpotOcoOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotOcoOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrderBodyAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrderBodyPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrderBodyActivationPriceRegExp),
  "stopLimitPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrderBodyStopLimitPriceRegExp),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeSpotOcoOrderBodyClientOrderIdMax)))
})



export const placeSpotOcoOrder200ResponseDataStopLossClientOrderIdMax = 64;

export const placeSpotOcoOrder200ResponseDataStopLossMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotOcoOrder200ResponseDataStopLossAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrder200ResponseDataStopLossPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrder200ResponseDataStopLossActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrder200ResponseDataStopLossLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrder200ResponseDataStopLossDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrder200ResponseDataStopLossDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrder200ResponseDataStopLossDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrder200ResponseDataStopLossTimestampMin = 0;

export const placeSpotOcoOrder200ResponseDataStopLossFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeSpotOcoOrder200ResponseDataStopLossFinishedAtMin = 0;


export const placeSpotOcoOrder200ResponseDataTakeProfitClientOrderIdMax = 64;

export const placeSpotOcoOrder200ResponseDataTakeProfitMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotOcoOrder200ResponseDataTakeProfitAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrder200ResponseDataTakeProfitPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrder200ResponseDataTakeProfitActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrder200ResponseDataTakeProfitLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrder200ResponseDataTakeProfitDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrder200ResponseDataTakeProfitDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrder200ResponseDataTakeProfitDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotOcoOrder200ResponseDataTakeProfitTimestampMin = 0;

export const placeSpotOcoOrder200ResponseDataTakeProfitFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeSpotOcoOrder200ResponseDataTakeProfitFinishedAtMin = 0;



export const PlaceSpotOcoOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "stop_loss": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeSpotOcoOrder200ResponseDataStopLossClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotOcoOrder200ResponseDataStopLossMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataStopLossAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataStopLossPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataStopLossActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataStopLossLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataStopLossDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataStopLossDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataStopLossDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeSpotOcoOrder200ResponseDataStopLossTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeSpotOcoOrder200ResponseDataStopLossFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeSpotOcoOrder200ResponseDataStopLossFinishedAtMin)))
}),
  "take_profit": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeSpotOcoOrder200ResponseDataTakeProfitClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotOcoOrder200ResponseDataTakeProfitMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataTakeProfitAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataTakeProfitPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataTakeProfitActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataTakeProfitLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataTakeProfitDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataTakeProfitDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataTakeProfitDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeSpotOcoOrder200ResponseDataTakeProfitTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeSpotOcoOrder200ResponseDataTakeProfitFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeSpotOcoOrder200ResponseDataTakeProfitFinishedAtMin)))
})
})
})

export const PlaceSpotOcoOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotOcoOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotOcoOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotOcoOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotOcoOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceSpotOcoOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A margin limit order (order type 7) with optional `stopLoss`/`takeProfit`, `reduce_only` and, in hedge mode, `positionSide`. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a margin limit order
 */
export const placeMarginLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrderBodyReduceOnlyDefault = false;
export const placeMarginLimitOrderBodyPostOnlyDefault = false;
export const placeMarginLimitOrderBodyIocDefault = false;
export const placeMarginLimitOrderBodyStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrderBodyTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrderBodyClientOrderIdMax = 64;



export const PlaceMarginLimitOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeMarginLimitOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrderBodyAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrderBodyPriceRegExp),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeMarginLimitOrderBodyReduceOnlyDefault),
  "postOnly": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeMarginLimitOrderBodyPostOnlyDefault),
  "ioc": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeMarginLimitOrderBodyIocDefault),
  "stopLoss": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrderBodyStopLossRegExp)),
  "takeProfit": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrderBodyTakeProfitRegExp)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeMarginLimitOrderBodyClientOrderIdMax)))
})


export const placeMarginLimitOrder200ResponseDataClientOrderIdMax = 64;

export const placeMarginLimitOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginLimitOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrder200ResponseDataTimestampMin = 0;

export const placeMarginLimitOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeMarginLimitOrder200ResponseDataFinishedAtMin = 0;



export const PlaceMarginLimitOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeMarginLimitOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeMarginLimitOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeMarginLimitOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeMarginLimitOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeMarginLimitOrder200ResponseDataFinishedAtMin)))
})
})

export const PlaceMarginLimitOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginLimitOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginLimitOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginLimitOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginLimitOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginLimitOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A margin stop-limit order (order type 9). A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a margin stop-limit order
 */
export const placeMarginStopLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginStopLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopLimitOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopLimitOrderBodyReduceOnlyDefault = false;
export const placeMarginStopLimitOrderBodyClientOrderIdMax = 64;



export const PlaceMarginStopLimitOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeMarginStopLimitOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrderBodyAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrderBodyPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrderBodyActivationPriceRegExp),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeMarginStopLimitOrderBodyReduceOnlyDefault),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeMarginStopLimitOrderBodyClientOrderIdMax)))
})


export const placeMarginStopLimitOrder200ResponseDataClientOrderIdMax = 64;

export const placeMarginStopLimitOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginStopLimitOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopLimitOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopLimitOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopLimitOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopLimitOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopLimitOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopLimitOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopLimitOrder200ResponseDataTimestampMin = 0;

export const placeMarginStopLimitOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeMarginStopLimitOrder200ResponseDataFinishedAtMin = 0;



export const PlaceMarginStopLimitOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeMarginStopLimitOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeMarginStopLimitOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeMarginStopLimitOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeMarginStopLimitOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeMarginStopLimitOrder200ResponseDataFinishedAtMin)))
})
})

export const PlaceMarginStopLimitOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginStopLimitOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginStopLimitOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginStopLimitOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginStopLimitOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginStopLimitOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A margin stop-market order (order type 10, margin stop market), amount in the base asset. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a margin stop-market order
 */
export const placeMarginStopMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginStopMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopMarketOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopMarketOrderBodyReduceOnlyDefault = false;
export const placeMarginStopMarketOrderBodyClientOrderIdMax = 64;



export const PlaceMarginStopMarketOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeMarginStopMarketOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrderBodyAmountRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrderBodyActivationPriceRegExp),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeMarginStopMarketOrderBodyReduceOnlyDefault),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeMarginStopMarketOrderBodyClientOrderIdMax)))
})


export const placeMarginStopMarketOrder200ResponseDataClientOrderIdMax = 64;

export const placeMarginStopMarketOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginStopMarketOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopMarketOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopMarketOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopMarketOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopMarketOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopMarketOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopMarketOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopMarketOrder200ResponseDataTimestampMin = 0;

export const placeMarginStopMarketOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeMarginStopMarketOrder200ResponseDataFinishedAtMin = 0;



export const PlaceMarginStopMarketOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeMarginStopMarketOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeMarginStopMarketOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeMarginStopMarketOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeMarginStopMarketOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeMarginStopMarketOrder200ResponseDataFinishedAtMin)))
})
})

export const PlaceMarginStopMarketOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginStopMarketOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginStopMarketOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginStopMarketOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginStopMarketOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginStopMarketOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A margin OCO order: a take-profit limit leg (type 7) and a stop-limit leg (type 9); both legs inherit `reduce_only` and `positionSide`. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a margin OCO order
 */
export const placeMarginOcoOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginOcoOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrderBodyStopLimitPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrderBodyReduceOnlyDefault = false;
export const placeMarginOcoOrderBodyClientOrderIdMax = 64;



export const PlaceMarginOcoOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeMarginOcoOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrderBodyAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrderBodyPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrderBodyActivationPriceRegExp),
  "stopLimitPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrderBodyStopLimitPriceRegExp),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeMarginOcoOrderBodyReduceOnlyDefault),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeMarginOcoOrderBodyClientOrderIdMax)))
})



export const placeMarginOcoOrder200ResponseDataStopLossClientOrderIdMax = 64;

export const placeMarginOcoOrder200ResponseDataStopLossMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginOcoOrder200ResponseDataStopLossAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrder200ResponseDataStopLossPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrder200ResponseDataStopLossActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrder200ResponseDataStopLossLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrder200ResponseDataStopLossDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrder200ResponseDataStopLossDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrder200ResponseDataStopLossDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrder200ResponseDataStopLossTimestampMin = 0;

export const placeMarginOcoOrder200ResponseDataStopLossFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeMarginOcoOrder200ResponseDataStopLossFinishedAtMin = 0;


export const placeMarginOcoOrder200ResponseDataTakeProfitClientOrderIdMax = 64;

export const placeMarginOcoOrder200ResponseDataTakeProfitMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginOcoOrder200ResponseDataTakeProfitAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrder200ResponseDataTakeProfitPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrder200ResponseDataTakeProfitActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrder200ResponseDataTakeProfitLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrder200ResponseDataTakeProfitDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrder200ResponseDataTakeProfitDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrder200ResponseDataTakeProfitDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginOcoOrder200ResponseDataTakeProfitTimestampMin = 0;

export const placeMarginOcoOrder200ResponseDataTakeProfitFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeMarginOcoOrder200ResponseDataTakeProfitFinishedAtMin = 0;



export const PlaceMarginOcoOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "stop_loss": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeMarginOcoOrder200ResponseDataStopLossClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeMarginOcoOrder200ResponseDataStopLossMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataStopLossAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataStopLossPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataStopLossActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataStopLossLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataStopLossDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataStopLossDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataStopLossDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeMarginOcoOrder200ResponseDataStopLossTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeMarginOcoOrder200ResponseDataStopLossFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeMarginOcoOrder200ResponseDataStopLossFinishedAtMin)))
}),
  "take_profit": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeMarginOcoOrder200ResponseDataTakeProfitClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeMarginOcoOrder200ResponseDataTakeProfitMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataTakeProfitAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataTakeProfitPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataTakeProfitActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataTakeProfitLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataTakeProfitDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataTakeProfitDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataTakeProfitDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeMarginOcoOrder200ResponseDataTakeProfitTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeMarginOcoOrder200ResponseDataTakeProfitFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeMarginOcoOrder200ResponseDataTakeProfitFinishedAtMin)))
})
})
})

export const PlaceMarginOcoOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginOcoOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginOcoOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginOcoOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginOcoOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceMarginOcoOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A futures limit order on a perpetual market (order type 7); in hedge mode `positionSide` must be LONG or SHORT. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a futures limit order
 */
export const placeFuturesLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeFuturesLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrderBodyReduceOnlyDefault = false;
export const placeFuturesLimitOrderBodyPostOnlyDefault = false;
export const placeFuturesLimitOrderBodyIocDefault = false;
export const placeFuturesLimitOrderBodyStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrderBodyTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrderBodyClientOrderIdMax = 64;



export const PlaceFuturesLimitOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeFuturesLimitOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrderBodyAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrderBodyPriceRegExp),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeFuturesLimitOrderBodyReduceOnlyDefault),
  "postOnly": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeFuturesLimitOrderBodyPostOnlyDefault),
  "ioc": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeFuturesLimitOrderBodyIocDefault),
  "stopLoss": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrderBodyStopLossRegExp)),
  "takeProfit": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrderBodyTakeProfitRegExp)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeFuturesLimitOrderBodyClientOrderIdMax)))
})


export const placeFuturesLimitOrder200ResponseDataClientOrderIdMax = 64;

export const placeFuturesLimitOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeFuturesLimitOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrder200ResponseDataTimestampMin = 0;

export const placeFuturesLimitOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeFuturesLimitOrder200ResponseDataFinishedAtMin = 0;



export const PlaceFuturesLimitOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeFuturesLimitOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeFuturesLimitOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeFuturesLimitOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeFuturesLimitOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeFuturesLimitOrder200ResponseDataFinishedAtMin)))
})
})

export const PlaceFuturesLimitOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesLimitOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesLimitOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesLimitOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesLimitOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesLimitOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A futures stop-limit order (order type 9). A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a futures stop-limit order
 */
export const placeFuturesStopLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeFuturesStopLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopLimitOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopLimitOrderBodyReduceOnlyDefault = false;
export const placeFuturesStopLimitOrderBodyClientOrderIdMax = 64;



export const PlaceFuturesStopLimitOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeFuturesStopLimitOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrderBodyAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrderBodyPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrderBodyActivationPriceRegExp),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeFuturesStopLimitOrderBodyReduceOnlyDefault),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeFuturesStopLimitOrderBodyClientOrderIdMax)))
})


export const placeFuturesStopLimitOrder200ResponseDataClientOrderIdMax = 64;

export const placeFuturesStopLimitOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeFuturesStopLimitOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopLimitOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopLimitOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopLimitOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopLimitOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopLimitOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopLimitOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopLimitOrder200ResponseDataTimestampMin = 0;

export const placeFuturesStopLimitOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeFuturesStopLimitOrder200ResponseDataFinishedAtMin = 0;



export const PlaceFuturesStopLimitOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeFuturesStopLimitOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeFuturesStopLimitOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeFuturesStopLimitOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeFuturesStopLimitOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeFuturesStopLimitOrder200ResponseDataFinishedAtMin)))
})
})

export const PlaceFuturesStopLimitOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesStopLimitOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesStopLimitOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesStopLimitOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesStopLimitOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesStopLimitOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A futures stop-market order (order type 10), amount in the base asset. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a futures stop-market order
 */
export const placeFuturesStopMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeFuturesStopMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopMarketOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopMarketOrderBodyReduceOnlyDefault = false;
export const placeFuturesStopMarketOrderBodyClientOrderIdMax = 64;



export const PlaceFuturesStopMarketOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeFuturesStopMarketOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrderBodyAmountRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrderBodyActivationPriceRegExp),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeFuturesStopMarketOrderBodyReduceOnlyDefault),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeFuturesStopMarketOrderBodyClientOrderIdMax)))
})


export const placeFuturesStopMarketOrder200ResponseDataClientOrderIdMax = 64;

export const placeFuturesStopMarketOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeFuturesStopMarketOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopMarketOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopMarketOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopMarketOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopMarketOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopMarketOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopMarketOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopMarketOrder200ResponseDataTimestampMin = 0;

export const placeFuturesStopMarketOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeFuturesStopMarketOrder200ResponseDataFinishedAtMin = 0;



export const PlaceFuturesStopMarketOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeFuturesStopMarketOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeFuturesStopMarketOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeFuturesStopMarketOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeFuturesStopMarketOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeFuturesStopMarketOrder200ResponseDataFinishedAtMin)))
})
})

export const PlaceFuturesStopMarketOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesStopMarketOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesStopMarketOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesStopMarketOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesStopMarketOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesStopMarketOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * A futures OCO order: a take-profit limit leg (type 7) and a stop-limit leg (type 9); both legs inherit `reduce_only` and `positionSide`. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a futures OCO order
 */
export const placeFuturesOcoOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeFuturesOcoOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrderBodyStopLimitPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrderBodyReduceOnlyDefault = false;
export const placeFuturesOcoOrderBodyClientOrderIdMax = 64;



export const PlaceFuturesOcoOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeFuturesOcoOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrderBodyAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrderBodyPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrderBodyActivationPriceRegExp),
  "stopLimitPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrderBodyStopLimitPriceRegExp),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeFuturesOcoOrderBodyReduceOnlyDefault),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeFuturesOcoOrderBodyClientOrderIdMax)))
})



export const placeFuturesOcoOrder200ResponseDataStopLossClientOrderIdMax = 64;

export const placeFuturesOcoOrder200ResponseDataStopLossMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeFuturesOcoOrder200ResponseDataStopLossAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrder200ResponseDataStopLossPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrder200ResponseDataStopLossActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrder200ResponseDataStopLossLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrder200ResponseDataStopLossDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrder200ResponseDataStopLossDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrder200ResponseDataStopLossDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrder200ResponseDataStopLossTimestampMin = 0;

export const placeFuturesOcoOrder200ResponseDataStopLossFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeFuturesOcoOrder200ResponseDataStopLossFinishedAtMin = 0;


export const placeFuturesOcoOrder200ResponseDataTakeProfitClientOrderIdMax = 64;

export const placeFuturesOcoOrder200ResponseDataTakeProfitMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeFuturesOcoOrder200ResponseDataTakeProfitAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrder200ResponseDataTakeProfitPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrder200ResponseDataTakeProfitActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrder200ResponseDataTakeProfitLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrder200ResponseDataTakeProfitDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrder200ResponseDataTakeProfitDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrder200ResponseDataTakeProfitDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesOcoOrder200ResponseDataTakeProfitTimestampMin = 0;

export const placeFuturesOcoOrder200ResponseDataTakeProfitFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const placeFuturesOcoOrder200ResponseDataTakeProfitFinishedAtMin = 0;



export const PlaceFuturesOcoOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "stop_loss": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeFuturesOcoOrder200ResponseDataStopLossClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeFuturesOcoOrder200ResponseDataStopLossMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataStopLossAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataStopLossPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataStopLossActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataStopLossLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataStopLossDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataStopLossDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataStopLossDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeFuturesOcoOrder200ResponseDataStopLossTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeFuturesOcoOrder200ResponseDataStopLossFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeFuturesOcoOrder200ResponseDataStopLossFinishedAtMin)))
}),
  "take_profit": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeFuturesOcoOrder200ResponseDataTakeProfitClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeFuturesOcoOrder200ResponseDataTakeProfitMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataTakeProfitAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataTakeProfitPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataTakeProfitActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataTakeProfitLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataTakeProfitDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataTakeProfitDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataTakeProfitDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeFuturesOcoOrder200ResponseDataTakeProfitTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', placeFuturesOcoOrder200ResponseDataTakeProfitFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(placeFuturesOcoOrder200ResponseDataTakeProfitFinishedAtMin)))
})
})
})

export const PlaceFuturesOcoOrder401Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesOcoOrder419Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesOcoOrder422Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesOcoOrder429Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesOcoOrder451Response = /*#__PURE__*/ zod.object({
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

export const PlaceFuturesOcoOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * Sets the take-profit and/or stop-loss of an open margin or futures position (order type 10: margin stop market, take profit or stop loss). Send at least one of `takeProfit` and `stopLoss`. Assumption: the spec names the call only; the body and the answer follow the trade API v4 position `tpsl` block.
 * @summary Set a position's take-profit and stop-loss
 */
export const placePositionTpslBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placePositionTpslBodyTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placePositionTpslBodyStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placePositionTpslBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const PlacePositionTpslBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placePositionTpslBodyMarketRegExp),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "takeProfit": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placePositionTpslBodyTakeProfitRegExp)),
  "stopLoss": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placePositionTpslBodyStopLossRegExp)),
  "amount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placePositionTpslBodyAmountRegExp))
})

export const placePositionTpsl200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const placePositionTpsl200ResponseDataTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const placePositionTpsl200ResponseDataStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const PlacePositionTpsl200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placePositionTpsl200ResponseDataMarketRegExp),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "takeProfitId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "takeProfit": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placePositionTpsl200ResponseDataTakeProfitRegExp)),
  "stopLossId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "stopLoss": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placePositionTpsl200ResponseDataStopLossRegExp))
})
})

export const PlacePositionTpsl401Response = /*#__PURE__*/ zod.object({
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

export const PlacePositionTpsl419Response = /*#__PURE__*/ zod.object({
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

export const PlacePositionTpsl422Response = /*#__PURE__*/ zod.object({
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

export const PlacePositionTpsl429Response = /*#__PURE__*/ zod.object({
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

export const PlacePositionTpsl451Response = /*#__PURE__*/ zod.object({
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

export const PlacePositionTpsl5XXResponse = /*#__PURE__*/ zod.object({
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
 * Changes the amount, price or activation price of an open limit, stop-limit or stop-market order. Assumption: modelled on the trade API v4 `order/modify`: the order is replaced by a new one with a new id, which the answer carries. A 422 carries code 30, 32 (`amount`), 33 (`price`) or 37 (`amount`, not enough balance).
 * @summary Modify an open order
 */
export const modifyOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const modifyOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrderBodyTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ModifyOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', modifyOrderBodyMarketRegExp),
  "orderId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', modifyOrderBodyAmountRegExp)),
  "total": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', modifyOrderBodyTotalRegExp)),
  "price": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', modifyOrderBodyPriceRegExp)),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', modifyOrderBodyActivationPriceRegExp))
})


export const modifyOrder200ResponseDataClientOrderIdMax = 64;

export const modifyOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const modifyOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrder200ResponseDataTimestampMin = 0;

export const modifyOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const modifyOrder200ResponseDataFinishedAtMin = 0;



export const ModifyOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(modifyOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', modifyOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', modifyOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', modifyOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', modifyOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', modifyOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', modifyOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', modifyOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', modifyOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(modifyOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', modifyOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(modifyOrder200ResponseDataFinishedAtMin)))
})
})

export const ModifyOrder401Response = /*#__PURE__*/ zod.object({
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

export const ModifyOrder419Response = /*#__PURE__*/ zod.object({
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

export const ModifyOrder422Response = /*#__PURE__*/ zod.object({
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

export const ModifyOrder429Response = /*#__PURE__*/ zod.object({
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

export const ModifyOrder451Response = /*#__PURE__*/ zod.object({
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

export const ModifyOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * Cancels every open order, or those of one market and/or trade type. Assumption: the body follows the trade API v4 `order/cancel/all` (`market`, `type`); the answer lists the ids of the cancelled orders.
 * @summary Cancel all open orders
 */
export const cancelAllOrdersBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const cancelAllOrdersBodyTypeMax = 3;



export const CancelAllOrdersBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('market-dash', cancelAllOrdersBodyMarketRegExp)),
  "type": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['spot', 'margin', 'futures'])).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(cancelAllOrdersBodyTypeMax)))
})




export const CancelAllOrders200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "orderIds": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
})
})

export const CancelAllOrders401Response = /*#__PURE__*/ zod.object({
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

export const CancelAllOrders419Response = /*#__PURE__*/ zod.object({
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

export const CancelAllOrders422Response = /*#__PURE__*/ zod.object({
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

export const CancelAllOrders429Response = /*#__PURE__*/ zod.object({
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

export const CancelAllOrders451Response = /*#__PURE__*/ zod.object({
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

export const CancelAllOrders5XXResponse = /*#__PURE__*/ zod.object({
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
 * Cancels one open order of a market. Assumption: as the trade API v4 `order/cancel`, the answer is the order in its final state (`status` 2, cancelled).
 * @summary Cancel an order
 */



export const CancelOrderParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The order id.'))
})

export const cancelOrderQueryMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const CancelOrderQueryParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', cancelOrderQueryMarketRegExp).check(/*#__PURE__*/ zod.describe('The order\'s market.'))
})


export const cancelOrder200ResponseDataClientOrderIdMax = 64;

export const cancelOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const cancelOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cancelOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cancelOrder200ResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cancelOrder200ResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cancelOrder200ResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cancelOrder200ResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cancelOrder200ResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cancelOrder200ResponseDataTimestampMin = 0;

export const cancelOrder200ResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cancelOrder200ResponseDataFinishedAtMin = 0;



export const CancelOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(cancelOrder200ResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', cancelOrder200ResponseDataMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cancelOrder200ResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cancelOrder200ResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', cancelOrder200ResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cancelOrder200ResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cancelOrder200ResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cancelOrder200ResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cancelOrder200ResponseDataDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cancelOrder200ResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', cancelOrder200ResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cancelOrder200ResponseDataFinishedAtMin)))
})
})

export const CancelOrder401Response = /*#__PURE__*/ zod.object({
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

export const CancelOrder419Response = /*#__PURE__*/ zod.object({
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

export const CancelOrder422Response = /*#__PURE__*/ zod.object({
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

export const CancelOrder429Response = /*#__PURE__*/ zod.object({
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

export const CancelOrder451Response = /*#__PURE__*/ zod.object({
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

export const CancelOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * Cancels a conditional order (stop-limit, stop-market, OCO or a position's take-profit/stop-loss) of a market. Assumption: the answer names the cancelled order (the trade API v4 `order/conditional-cancel` is modelled).
 * @summary Cancel a conditional order
 */
export const cancelConditionalOrderPathMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');



export const CancelConditionalOrderParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', cancelConditionalOrderPathMarketRegExp).check(/*#__PURE__*/ zod.describe('The order\'s market in the web form.')),
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The conditional order id.'))
})


export const cancelConditionalOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const CancelConditionalOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', cancelConditionalOrder200ResponseDataMarketRegExp)
})
})

export const CancelConditionalOrder401Response = /*#__PURE__*/ zod.object({
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

export const CancelConditionalOrder419Response = /*#__PURE__*/ zod.object({
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

export const CancelConditionalOrder422Response = /*#__PURE__*/ zod.object({
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

export const CancelConditionalOrder429Response = /*#__PURE__*/ zod.object({
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

export const CancelConditionalOrder451Response = /*#__PURE__*/ zod.object({
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

export const CancelConditionalOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * Closes an open margin or futures position at the market price; in hedge mode `positionSide` says which side. Assumption: the answer is the position as it was when the close was accepted, modelled on the trade API v4 `collateral-account/positions/open` item.
 * @summary Close a margin or futures position
 */



export const CloseMarginPositionParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The position id.'))
})

export const closeMarginPositionQueryMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const CloseMarginPositionQueryParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', closeMarginPositionQueryMarketRegExp).check(/*#__PURE__*/ zod.describe('The position\'s market.')),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])).check(/*#__PURE__*/ zod.describe('LONG or SHORT in hedge mode; BOTH or omitted in one-way mode.'))
})


export const closeMarginPosition200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const closeMarginPosition200ResponseDataAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closeMarginPosition200ResponseDataBasePriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closeMarginPosition200ResponseDataLiquidationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closeMarginPosition200ResponseDataPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closeMarginPosition200ResponseDataPnlPercentRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closeMarginPosition200ResponseDataMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closeMarginPosition200ResponseDataFreeMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closeMarginPosition200ResponseDataFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closeMarginPosition200ResponseDataUnrealizedFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closeMarginPosition200ResponseDataOpenDateMin = 0;

export const closeMarginPosition200ResponseDataModifyDateMin = 0;



export const CloseMarginPosition200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "positionId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', closeMarginPosition200ResponseDataMarketRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal', closeMarginPosition200ResponseDataAmountRegExp),
  "basePrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', closeMarginPosition200ResponseDataBasePriceRegExp),
  "liquidationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', closeMarginPosition200ResponseDataLiquidationPriceRegExp)),
  "liquidationState": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['margin_call', 'liquidation'])),
  "pnl": /*#__PURE__*/ zod.stringFormat('decimal', closeMarginPosition200ResponseDataPnlRegExp),
  "pnlPercent": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('percent', closeMarginPosition200ResponseDataPnlPercentRegExp)),
  "margin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', closeMarginPosition200ResponseDataMarginRegExp),
  "freeMargin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', closeMarginPosition200ResponseDataFreeMarginRegExp),
  "funding": /*#__PURE__*/ zod.stringFormat('decimal', closeMarginPosition200ResponseDataFundingRegExp),
  "unrealizedFunding": /*#__PURE__*/ zod.stringFormat('decimal', closeMarginPosition200ResponseDataUnrealizedFundingRegExp),
  "positionSide": /*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH']),
  "openDate": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(closeMarginPosition200ResponseDataOpenDateMin)),
  "modifyDate": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(closeMarginPosition200ResponseDataModifyDateMin))
})
})

export const CloseMarginPosition401Response = /*#__PURE__*/ zod.object({
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

export const CloseMarginPosition419Response = /*#__PURE__*/ zod.object({
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

export const CloseMarginPosition422Response = /*#__PURE__*/ zod.object({
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

export const CloseMarginPosition429Response = /*#__PURE__*/ zod.object({
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

export const CloseMarginPosition451Response = /*#__PURE__*/ zod.object({
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

export const CloseMarginPosition5XXResponse = /*#__PURE__*/ zod.object({
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
 * The largest amount the margin or futures account can buy or sell on a market, with borrowing. The client gives it 5 s before it times out. Assumption: the query (`market`, `side`, optional `price` for a limit order) and the answer are not shown by the spec.
 * @summary Get the largest margin order
 */
export const getMarginMaxAmountQueryMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getMarginMaxAmountQueryPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetMarginMaxAmountQueryParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', getMarginMaxAmountQueryMarketRegExp).check(/*#__PURE__*/ zod.describe('The market.')),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const).check(/*#__PURE__*/ zod.describe('1 sell, 2 buy.')),
  "price": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMarginMaxAmountQueryPriceRegExp)).check(/*#__PURE__*/ zod.describe('The limit price; the last price when omitted.'))
})

export const getMarginMaxAmount200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getMarginMaxAmount200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMarginMaxAmount200ResponseDataTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetMarginMaxAmount200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', getMarginMaxAmount200ResponseDataMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMarginMaxAmount200ResponseDataAmountRegExp),
  "total": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMarginMaxAmount200ResponseDataTotalRegExp)
})
})

export const GetMarginMaxAmount401Response = /*#__PURE__*/ zod.object({
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

export const GetMarginMaxAmount429Response = /*#__PURE__*/ zod.object({
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

export const GetMarginMaxAmount5XXResponse = /*#__PURE__*/ zod.object({
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
 * The leverage of the margin and futures account (settings page general/leverage). Assumption: one account-wide value, as the trade API v4 `collateral-account/leverage`.
 * @summary Get the account leverage
 */
export const GetLeverage200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "leverage": /*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)
})
})

export const GetLeverage401Response = /*#__PURE__*/ zod.object({
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

export const GetLeverage429Response = /*#__PURE__*/ zod.object({
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

export const GetLeverage5XXResponse = /*#__PURE__*/ zod.object({
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
 * Sets the leverage of the margin and futures account; it applies to every open position. Assumption: the body and the accepted values follow the trade API v4 `collateral-account/leverage`.
 * @summary Change the account leverage
 */
export const UpdateLeverageBody = /*#__PURE__*/ zod.object({
  "leverage": /*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)
})

export const UpdateLeverage200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "leverage": /*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)
})
})

export const UpdateLeverage401Response = /*#__PURE__*/ zod.object({
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

export const UpdateLeverage419Response = /*#__PURE__*/ zod.object({
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

export const UpdateLeverage422Response = /*#__PURE__*/ zod.object({
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

export const UpdateLeverage429Response = /*#__PURE__*/ zod.object({
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

export const UpdateLeverage451Response = /*#__PURE__*/ zod.object({
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

export const UpdateLeverage5XXResponse = /*#__PURE__*/ zod.object({
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
 * Whether futures hedge mode (separate LONG and SHORT positions per market) is on (settings page general/futures-hedge-mode).
 * @summary Get the futures hedge mode
 */
export const GetFuturesHedgeMode200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "hedgeMode": /*#__PURE__*/ zod.boolean()
})
})

export const GetFuturesHedgeMode401Response = /*#__PURE__*/ zod.object({
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

export const GetFuturesHedgeMode429Response = /*#__PURE__*/ zod.object({
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

export const GetFuturesHedgeMode5XXResponse = /*#__PURE__*/ zod.object({
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
 * Switches futures hedge mode. Assumption: as the trade API v4 `collateral-account/hedge-mode/update`, switching needs no open positions, otherwise a 422.
 * @summary Turn futures hedge mode on or off
 */
export const UpdateFuturesHedgeModeBody = /*#__PURE__*/ zod.object({
  "hedgeMode": /*#__PURE__*/ zod.boolean()
})

export const UpdateFuturesHedgeMode200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "hedgeMode": /*#__PURE__*/ zod.boolean()
})
})

export const UpdateFuturesHedgeMode401Response = /*#__PURE__*/ zod.object({
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

export const UpdateFuturesHedgeMode419Response = /*#__PURE__*/ zod.object({
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

export const UpdateFuturesHedgeMode422Response = /*#__PURE__*/ zod.object({
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

export const UpdateFuturesHedgeMode429Response = /*#__PURE__*/ zod.object({
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

export const UpdateFuturesHedgeMode451Response = /*#__PURE__*/ zod.object({
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

export const UpdateFuturesHedgeMode5XXResponse = /*#__PURE__*/ zod.object({
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
 * The margin and futures account summary; `includeBonus` counts the user's trading bonuses in. Assumption: the fields follow the trade API v4 `collateral-account/summary`, plus `bonus`.
 * @summary Get the margin account summary
 */
export const getMarginInfoQueryIncludeBonusDefault = false;

export const GetMarginInfoQueryParams = /*#__PURE__*/ zod.object({
  "includeBonus": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), getMarginInfoQueryIncludeBonusDefault).check(/*#__PURE__*/ zod.describe('Whether to include trading bonuses.'))
})

export const getMarginInfo200ResponseDataEquityRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMarginInfo200ResponseDataMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMarginInfo200ResponseDataFreeMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMarginInfo200ResponseDataUnrealizedFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMarginInfo200ResponseDataPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMarginInfo200ResponseDataMarginFractionRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMarginInfo200ResponseDataBonusRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetMarginInfo200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "equity": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMarginInfo200ResponseDataEquityRegExp),
  "margin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMarginInfo200ResponseDataMarginRegExp),
  "freeMargin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMarginInfo200ResponseDataFreeMarginRegExp),
  "unrealizedFunding": /*#__PURE__*/ zod.stringFormat('decimal', getMarginInfo200ResponseDataUnrealizedFundingRegExp),
  "pnl": /*#__PURE__*/ zod.stringFormat('decimal', getMarginInfo200ResponseDataPnlRegExp),
  "leverage": /*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const),
  "marginFraction": /*#__PURE__*/ zod.stringFormat('percent-unsigned', getMarginInfo200ResponseDataMarginFractionRegExp),
  "bonus": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMarginInfo200ResponseDataBonusRegExp))
})
})

export const GetMarginInfo401Response = /*#__PURE__*/ zod.object({
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

export const GetMarginInfo429Response = /*#__PURE__*/ zod.object({
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

export const GetMarginInfo5XXResponse = /*#__PURE__*/ zod.object({
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
 * The assets of the margin (collateral) account with their collateral weight and borrow terms. Assumption: the spec names the call only; the fields are invented from the collateral-weight page and the trade API v4 borrow records.
 * @summary List the margin assets
 */
export const listMarginAssets200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listMarginAssets200ResponseDataItemCollateralWeightRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMarginAssets200ResponseDataItemHourlyBorrowRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMarginAssets200ResponseDataItemMaxBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ListMarginAssets200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', listMarginAssets200ResponseDataItemTickerRegExp),
  "collateralWeight": /*#__PURE__*/ zod.stringFormat('percent-unsigned', listMarginAssets200ResponseDataItemCollateralWeightRegExp),
  "borrowEnabled": /*#__PURE__*/ zod.boolean(),
  "hourlyBorrowRate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('percent-unsigned', listMarginAssets200ResponseDataItemHourlyBorrowRateRegExp)),
  "maxBorrow": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', listMarginAssets200ResponseDataItemMaxBorrowRegExp))
}))
})

export const ListMarginAssets401Response = /*#__PURE__*/ zod.object({
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

export const ListMarginAssets429Response = /*#__PURE__*/ zod.object({
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

export const ListMarginAssets5XXResponse = /*#__PURE__*/ zod.object({
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
 * Each market's leverage brackets (trading-data page collateral-brackets). Assumption: market data, so guests may load it; the tier fields are invented.
 * @summary List the leverage brackets
 */
export const listLeverageBrackets200ResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const listLeverageBrackets200ResponseDataItemBracketsItemMinPositionValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLeverageBrackets200ResponseDataItemBracketsItemMaxPositionValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLeverageBrackets200ResponseDataItemBracketsItemMaintenanceMarginRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');



export const ListLeverageBrackets200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', listLeverageBrackets200ResponseDataItemMarketRegExp),
  "brackets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "tier": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "minPositionValue": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLeverageBrackets200ResponseDataItemBracketsItemMinPositionValueRegExp)),
  "maxPositionValue": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listLeverageBrackets200ResponseDataItemBracketsItemMaxPositionValueRegExp),
  "maxLeverage": /*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const),
  "maintenanceMarginRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', listLeverageBrackets200ResponseDataItemBracketsItemMaintenanceMarginRateRegExp)
})).check(/*#__PURE__*/ zod.minLength(1))
}))
})

export const ListLeverageBrackets429Response = /*#__PURE__*/ zod.object({
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

export const ListLeverageBrackets5XXResponse = /*#__PURE__*/ zod.object({
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

