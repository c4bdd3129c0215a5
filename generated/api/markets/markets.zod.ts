/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Every market with its trading rules and 24 h figures. Cached for 90 s by the client.
 * @summary List the markets
 */
export const listTradeMarkets200ResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const listTradeMarkets200ResponseDataItemTradeMarketNameRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const listTradeMarkets200ResponseDataItemStockRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listTradeMarkets200ResponseDataItemMoneyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listTradeMarkets200ResponseDataItemStockPrecMin = 0;
export const listTradeMarkets200ResponseDataItemStockPrecMax = 18;

export const listTradeMarkets200ResponseDataItemMoneyPrecMin = 0;
export const listTradeMarkets200ResponseDataItemMoneyPrecMax = 18;

export const listTradeMarkets200ResponseDataItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listTradeMarkets200ResponseDataItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listTradeMarkets200ResponseDataItemMinTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listTradeMarkets200ResponseDataItemMakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listTradeMarkets200ResponseDataItemTakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listTradeMarkets200ResponseDataItemMaxLeverageMax = 100;

export const listTradeMarkets200ResponseDataItemPriorityMin = 0;

export const listTradeMarkets200ResponseDataItemLastPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listTradeMarkets200ResponseDataItemChangeRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listTradeMarkets200ResponseDataItemHighRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listTradeMarkets200ResponseDataItemLowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listTradeMarkets200ResponseDataItemBaseVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listTradeMarkets200ResponseDataItemQuoteVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ListTradeMarkets200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', listTradeMarkets200ResponseDataItemMarketRegExp),
  "tradeMarketName": /*#__PURE__*/ zod.stringFormat('market-underscore', listTradeMarkets200ResponseDataItemTradeMarketNameRegExp),
  "stock": /*#__PURE__*/ zod.stringFormat('ticker', listTradeMarkets200ResponseDataItemStockRegExp),
  "money": /*#__PURE__*/ zod.stringFormat('ticker', listTradeMarkets200ResponseDataItemMoneyRegExp),
  "type": /*#__PURE__*/ zod.enum(['spot', 'futures']),
  "subType": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['crypto', 'fiat', 'stable'])),
  "stockPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listTradeMarkets200ResponseDataItemStockPrecMin)).check(/*#__PURE__*/ zod.lte(listTradeMarkets200ResponseDataItemStockPrecMax)),
  "moneyPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listTradeMarkets200ResponseDataItemMoneyPrecMin)).check(/*#__PURE__*/ zod.lte(listTradeMarkets200ResponseDataItemMoneyPrecMax)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemMaxAmountRegExp)),
  "minTotal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemMinTotalRegExp),
  "makerFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemMakerFeeRegExp),
  "takerFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemTakerFeeRegExp),
  "tradesEnabled": /*#__PURE__*/ zod.boolean(),
  "isMargin": /*#__PURE__*/ zod.boolean(),
  "maxLeverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listTradeMarkets200ResponseDataItemMaxLeverageMax))),
  "priority": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listTradeMarkets200ResponseDataItemPriorityMin))),
  "lastPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemLastPriceRegExp),
  "change": /*#__PURE__*/ zod.stringFormat('percent', listTradeMarkets200ResponseDataItemChangeRegExp),
  "high": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemHighRegExp),
  "low": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemLowRegExp),
  "baseVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemBaseVolumeRegExp),
  "quoteVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemQuoteVolumeRegExp)
}))
})

export const ListTradeMarkets429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListTradeMarkets5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
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
 * The public API v4 order book of one market. The client gives it 3 s before it times out.
 * @summary Get the public order book
 */
export const getPublicOrderBookPathMarketRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');


export const GetPublicOrderBookParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-underscore', getPublicOrderBookPathMarketRegExp).check(/*#__PURE__*/ zod.describe('Market in the trade-engine form, e.g. BTC_USDT.'))
})

export const getPublicOrderBookQueryLimitDefault = 100;
export const getPublicOrderBookQueryLimitMin = 0;
export const getPublicOrderBookQueryLimitMax = 100;

export const getPublicOrderBookQueryLevelDefault = 0;
export const getPublicOrderBookQueryLevelMin = 0;
export const getPublicOrderBookQueryLevelMax = 10;



export const GetPublicOrderBookQueryParams = /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPublicOrderBookQueryLimitMin)).check(/*#__PURE__*/ zod.lte(getPublicOrderBookQueryLimitMax)), getPublicOrderBookQueryLimitDefault).check(/*#__PURE__*/ zod.describe('Orders depth quantity: 0 - 100. Not defined or 0 will return 100 entries (public API v4).')),
  "level": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPublicOrderBookQueryLevelMin)).check(/*#__PURE__*/ zod.lte(getPublicOrderBookQueryLevelMax)), getPublicOrderBookQueryLevelDefault).check(/*#__PURE__*/ zod.describe('Aggregation level for price grouping. Level 0 applies no aggregation; 1 to 5 aggregate more; values up to 10 are accepted (public API v4).'))
})

export const getPublicOrderBook200ResponseTickerIdRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const getPublicOrderBook200ResponseTimestampMin = 0;

export const getPublicOrderBook200ResponseAsksItem0ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicOrderBook200ResponseAsksItem1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicOrderBook200ResponseBidsItem0ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicOrderBook200ResponseBidsItem1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetPublicOrderBook200Response = /*#__PURE__*/ zod.object({
  "ticker_id": /*#__PURE__*/ zod.stringFormat('market-underscore', getPublicOrderBook200ResponseTickerIdRegExp),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPublicOrderBook200ResponseTimestampMin)),
  "asks": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.tuple([/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getPublicOrderBook200ResponseAsksItem0ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getPublicOrderBook200ResponseAsksItem1ItemRegExp)])),
  "bids": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.tuple([/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getPublicOrderBook200ResponseBidsItem0ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getPublicOrderBook200ResponseBidsItem1ItemRegExp)]))
})

export const GetPublicOrderBook422Response = /*#__PURE__*/ zod.object({
  "success": /*#__PURE__*/ zod.literal(false),
  "message": /*#__PURE__*/ zod.string(),
  "params": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))
})

export const GetPublicOrderBook429Response = /*#__PURE__*/ zod.unknown()

export const GetPublicOrderBook500Response = /*#__PURE__*/ zod.object({
  "error": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string())
})

export const GetPublicOrderBook503Response = /*#__PURE__*/ zod.unknown()

/**
 * One market with its trading rules and 24 h figures (the trade page of a pair). Assumption: the answer is the same `Market` object as an item of the markets list.
 * @summary Get one market
 */
export const getTradeMarketPathMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const GetTradeMarketParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', getTradeMarketPathMarketRegExp).check(/*#__PURE__*/ zod.describe('Market in the web form, e.g. BTC-USDT or BTC-PERP.'))
})

export const getTradeMarket200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getTradeMarket200ResponseDataTradeMarketNameRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const getTradeMarket200ResponseDataStockRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getTradeMarket200ResponseDataMoneyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getTradeMarket200ResponseDataStockPrecMin = 0;
export const getTradeMarket200ResponseDataStockPrecMax = 18;

export const getTradeMarket200ResponseDataMoneyPrecMin = 0;
export const getTradeMarket200ResponseDataMoneyPrecMax = 18;

export const getTradeMarket200ResponseDataMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getTradeMarket200ResponseDataMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getTradeMarket200ResponseDataMinTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getTradeMarket200ResponseDataMakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getTradeMarket200ResponseDataTakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getTradeMarket200ResponseDataMaxLeverageMax = 100;

export const getTradeMarket200ResponseDataPriorityMin = 0;

export const getTradeMarket200ResponseDataLastPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getTradeMarket200ResponseDataChangeRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getTradeMarket200ResponseDataHighRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getTradeMarket200ResponseDataLowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getTradeMarket200ResponseDataBaseVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getTradeMarket200ResponseDataQuoteVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetTradeMarket200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', getTradeMarket200ResponseDataMarketRegExp),
  "tradeMarketName": /*#__PURE__*/ zod.stringFormat('market-underscore', getTradeMarket200ResponseDataTradeMarketNameRegExp),
  "stock": /*#__PURE__*/ zod.stringFormat('ticker', getTradeMarket200ResponseDataStockRegExp),
  "money": /*#__PURE__*/ zod.stringFormat('ticker', getTradeMarket200ResponseDataMoneyRegExp),
  "type": /*#__PURE__*/ zod.enum(['spot', 'futures']),
  "subType": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['crypto', 'fiat', 'stable'])),
  "stockPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getTradeMarket200ResponseDataStockPrecMin)).check(/*#__PURE__*/ zod.lte(getTradeMarket200ResponseDataStockPrecMax)),
  "moneyPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getTradeMarket200ResponseDataMoneyPrecMin)).check(/*#__PURE__*/ zod.lte(getTradeMarket200ResponseDataMoneyPrecMax)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataMaxAmountRegExp)),
  "minTotal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataMinTotalRegExp),
  "makerFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataMakerFeeRegExp),
  "takerFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataTakerFeeRegExp),
  "tradesEnabled": /*#__PURE__*/ zod.boolean(),
  "isMargin": /*#__PURE__*/ zod.boolean(),
  "maxLeverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(getTradeMarket200ResponseDataMaxLeverageMax))),
  "priority": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getTradeMarket200ResponseDataPriorityMin))),
  "lastPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataLastPriceRegExp),
  "change": /*#__PURE__*/ zod.stringFormat('percent', getTradeMarket200ResponseDataChangeRegExp),
  "high": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataHighRegExp),
  "low": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataLowRegExp),
  "baseVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataBaseVolumeRegExp),
  "quoteVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataQuoteVolumeRegExp)
})
})

export const GetTradeMarket429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetTradeMarket5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
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
 * The static trading rules of every market, without the 24 h figures. Assumption: the spec names the call only; the fields are those of `Market` that do not change with trading.
 * @summary List the markets' base information
 */
export const listTradeMarketsBaseInfo200ResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const listTradeMarketsBaseInfo200ResponseDataItemTradeMarketNameRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const listTradeMarketsBaseInfo200ResponseDataItemStockRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listTradeMarketsBaseInfo200ResponseDataItemMoneyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listTradeMarketsBaseInfo200ResponseDataItemStockPrecMin = 0;
export const listTradeMarketsBaseInfo200ResponseDataItemStockPrecMax = 18;

export const listTradeMarketsBaseInfo200ResponseDataItemMoneyPrecMin = 0;
export const listTradeMarketsBaseInfo200ResponseDataItemMoneyPrecMax = 18;

export const listTradeMarketsBaseInfo200ResponseDataItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listTradeMarketsBaseInfo200ResponseDataItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listTradeMarketsBaseInfo200ResponseDataItemMinTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listTradeMarketsBaseInfo200ResponseDataItemMaxLeverageMax = 100;



export const ListTradeMarketsBaseInfo200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', listTradeMarketsBaseInfo200ResponseDataItemMarketRegExp),
  "tradeMarketName": /*#__PURE__*/ zod.stringFormat('market-underscore', listTradeMarketsBaseInfo200ResponseDataItemTradeMarketNameRegExp),
  "stock": /*#__PURE__*/ zod.stringFormat('ticker', listTradeMarketsBaseInfo200ResponseDataItemStockRegExp),
  "money": /*#__PURE__*/ zod.stringFormat('ticker', listTradeMarketsBaseInfo200ResponseDataItemMoneyRegExp),
  "type": /*#__PURE__*/ zod.enum(['spot', 'futures']),
  "stockPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listTradeMarketsBaseInfo200ResponseDataItemStockPrecMin)).check(/*#__PURE__*/ zod.lte(listTradeMarketsBaseInfo200ResponseDataItemStockPrecMax)),
  "moneyPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listTradeMarketsBaseInfo200ResponseDataItemMoneyPrecMin)).check(/*#__PURE__*/ zod.lte(listTradeMarketsBaseInfo200ResponseDataItemMoneyPrecMax)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listTradeMarketsBaseInfo200ResponseDataItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', listTradeMarketsBaseInfo200ResponseDataItemMaxAmountRegExp)),
  "minTotal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listTradeMarketsBaseInfo200ResponseDataItemMinTotalRegExp),
  "tradesEnabled": /*#__PURE__*/ zod.boolean(),
  "isMargin": /*#__PURE__*/ zod.boolean(),
  "maxLeverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listTradeMarketsBaseInfo200ResponseDataItemMaxLeverageMax)))
}))
})

export const ListTradeMarketsBaseInfo429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListTradeMarketsBaseInfo5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
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
 * Candles of one market from the public API v1, exactly as published: cached for 1 s, at most 1440 candles. Without `start` and `end` the server returns 1 day for minute intervals, 1 week for hour intervals, 1 month for day and week intervals and 1 year for the month interval. Assumption: the error status is not documented; a failed request is described here as a 422 with the published v1 error body, and gateway failures as for the public API v4.
 * @summary Get candles (public API v1 kline)
 */
export const getPublicKlineQueryMarketRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const getPublicKlineQueryIntervalDefault = `1h`;
export const getPublicKlineQueryStartMin = 0;

export const getPublicKlineQueryEndMin = 0;

export const getPublicKlineQueryLimitDefault = 1440;
export const getPublicKlineQueryLimitMax = 1440;



export const GetPublicKlineQueryParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-underscore', getPublicKlineQueryMarketRegExp).check(/*#__PURE__*/ zod.describe('Available market. Example: BTC_USDT')),
  "interval": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['1m', '3m', '5m', '15m', '30m', '1h', '2h', '4h', '6h', '8h', '12h', '1d', '3d', '1w', '1M']), getPublicKlineQueryIntervalDefault).check(/*#__PURE__*/ zod.describe('Candle interval; default 1h.')),
  "start": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPublicKlineQueryStartMin))).check(/*#__PURE__*/ zod.describe('Start time in seconds. Cannot be greater than `end`.')),
  "end": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPublicKlineQueryEndMin))).check(/*#__PURE__*/ zod.describe('End time in seconds, default the current time. Cannot be less than `start`.')),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(getPublicKlineQueryLimitMax)), getPublicKlineQueryLimitDefault).check(/*#__PURE__*/ zod.describe('Possible values from 1 to 1440. Default value is 1440.'))
})

export const getPublicKline200ResponseResultItem0ItemMin = 0;

export const getPublicKline200ResponseResultItem1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicKline200ResponseResultItem2ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicKline200ResponseResultItem3ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicKline200ResponseResultItem4ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicKline200ResponseResultItem5ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicKline200ResponseResultItem6ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicKline200ResponseResultMax = 1440;



export const GetPublicKline200Response = /*#__PURE__*/ zod.object({
  "success": /*#__PURE__*/ zod.boolean(),
  "message": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string()),
  "result": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.tuple([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPublicKline200ResponseResultItem0ItemMin)),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getPublicKline200ResponseResultItem1ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getPublicKline200ResponseResultItem2ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getPublicKline200ResponseResultItem3ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getPublicKline200ResponseResultItem4ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getPublicKline200ResponseResultItem5ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getPublicKline200ResponseResultItem6ItemRegExp)])).check(/*#__PURE__*/ zod.maxLength(getPublicKline200ResponseResultMax))
})

export const GetPublicKline422Response = /*#__PURE__*/ zod.object({
  "success": /*#__PURE__*/ zod.literal(false),
  "message": /*#__PURE__*/ zod.string(),
  "params": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))
})

export const GetPublicKline429Response = /*#__PURE__*/ zod.unknown()

export const GetPublicKline500Response = /*#__PURE__*/ zod.object({
  "error": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string())
})

export const GetPublicKline503Response = /*#__PURE__*/ zod.unknown()

/**
 * The user's favourite markets in their order. Loaded only when logged in.
 * @summary List the favourite markets
 */
export const listFavoriteMarkets200ResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const listFavoriteMarkets200ResponseDataItemPriorityMin = 0;



export const ListFavoriteMarkets200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', listFavoriteMarkets200ResponseDataItemMarketRegExp),
  "priority": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listFavoriteMarkets200ResponseDataItemPriorityMin))
}))
})

export const ListFavoriteMarkets401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListFavoriteMarkets429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListFavoriteMarkets5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
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
 * Saves the whole favourites list after an optimistic add (at the end) or remove (priorities renumbered); on failure the client shows a generic error toast and rolls back. Assumption: the answer is the saved list.
 * @summary Save the favourite markets
 */
export const saveFavoriteMarketsBodyMarketsItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const saveFavoriteMarketsBodyMarketsItemPriorityMin = 0;

export const saveFavoriteMarketsBodyMarketsMax = 500;



export const SaveFavoriteMarketsBody = /*#__PURE__*/ zod.object({
  "markets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', saveFavoriteMarketsBodyMarketsItemMarketRegExp),
  "priority": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(saveFavoriteMarketsBodyMarketsItemPriorityMin))
})).check(/*#__PURE__*/ zod.maxLength(saveFavoriteMarketsBodyMarketsMax))
})

export const saveFavoriteMarkets200ResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const saveFavoriteMarkets200ResponseDataItemPriorityMin = 0;



export const SaveFavoriteMarkets200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', saveFavoriteMarkets200ResponseDataItemMarketRegExp),
  "priority": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(saveFavoriteMarkets200ResponseDataItemPriorityMin))
}))
})

export const SaveFavoriteMarkets401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const SaveFavoriteMarkets419Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const SaveFavoriteMarkets422Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const SaveFavoriteMarkets429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const SaveFavoriteMarkets451Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const SaveFavoriteMarkets5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

