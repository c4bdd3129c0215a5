/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


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


export const ListTradeMarkets200Response = zod.object({
  "data": zod.array(zod.object({
  "market": zod.stringFormat('market-dash', listTradeMarkets200ResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "tradeMarketName": zod.stringFormat('market-underscore', listTradeMarkets200ResponseDataItemTradeMarketNameRegExp).describe('A market in the trade-engine form BASE_QUOTE (BTC_USDT) or BASE_PERP, as the public API and the socket use it.'),
  "stock": zod.stringFormat('ticker', listTradeMarkets200ResponseDataItemStockRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "money": zod.stringFormat('ticker', listTradeMarkets200ResponseDataItemMoneyRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "type": zod.enum(['spot', 'futures']),
  "subType": zod.enum(['crypto', 'fiat', 'stable']).optional().describe('Listing filter of a market\'s quote asset (markets page `subType`).'),
  "stockPrec": zod.int().min(listTradeMarkets200ResponseDataItemStockPrecMin).max(listTradeMarkets200ResponseDataItemStockPrecMax).describe('Decimals of the amount (base asset).'),
  "moneyPrec": zod.int().min(listTradeMarkets200ResponseDataItemMoneyPrecMin).max(listTradeMarkets200ResponseDataItemMoneyPrecMax).describe('Decimals of the price (quote asset).'),
  "minAmount": zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemMaxAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "minTotal": zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemMinTotalRegExp).describe('A DecimalString that is zero or positive.'),
  "makerFee": zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemMakerFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "takerFee": zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemTakerFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "tradesEnabled": zod.boolean(),
  "isMargin": zod.boolean().describe('Whether the market is open for margin trading.'),
  "maxLeverage": zod.int().min(1).max(listTradeMarkets200ResponseDataItemMaxLeverageMax).optional(),
  "priority": zod.int().min(listTradeMarkets200ResponseDataItemPriorityMin).optional().describe('Listing order; lower comes first.'),
  "lastPrice": zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemLastPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "change": zod.stringFormat('percent', listTradeMarkets200ResponseDataItemChangeRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "high": zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemHighRegExp).describe('A DecimalString that is zero or positive.'),
  "low": zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemLowRegExp).describe('A DecimalString that is zero or positive.'),
  "baseVolume": zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemBaseVolumeRegExp).describe('A DecimalString that is zero or positive.'),
  "quoteVolume": zod.stringFormat('decimal-unsigned', listTradeMarkets200ResponseDataItemQuoteVolumeRegExp).describe('A DecimalString that is zero or positive.')
}).describe('A tradable market (section 3 "Market": market, tradeMarketName). The trading rules and the 24 h figures are modelled on the public API v4 `markets` and `ticker` responses (assumption: the web API\'s own fields are not shown).'))
})

export const ListTradeMarkets429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListTradeMarkets5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The public API v4 order book of one market. The client gives it 3 s before it times out.
 * @summary Get the public order book
 */
export const getPublicOrderBookPathMarketRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');


export const GetPublicOrderBookParams = zod.object({
  "market": zod.stringFormat('market-underscore', getPublicOrderBookPathMarketRegExp).describe('Market in the trade-engine form, e.g. BTC_USDT.')
})

export const getPublicOrderBookQueryLimitDefault = 100;
export const getPublicOrderBookQueryLimitMin = 0;
export const getPublicOrderBookQueryLimitMax = 100;

export const getPublicOrderBookQueryLevelDefault = 0;
export const getPublicOrderBookQueryLevelMin = 0;
export const getPublicOrderBookQueryLevelMax = 10;



export const GetPublicOrderBookQueryParams = zod.object({
  "limit": zod.int().min(getPublicOrderBookQueryLimitMin).max(getPublicOrderBookQueryLimitMax).default(getPublicOrderBookQueryLimitDefault).describe('Orders depth quantity: 0 - 100. Not defined or 0 will return 100 entries (public API v4).'),
  "level": zod.int().min(getPublicOrderBookQueryLevelMin).max(getPublicOrderBookQueryLevelMax).default(getPublicOrderBookQueryLevelDefault).describe('Aggregation level for price grouping. Level 0 applies no aggregation; 1 to 5 aggregate more; values up to 10 are accepted (public API v4).')
})

export const getPublicOrderBook200ResponseTickerIdRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const getPublicOrderBook200ResponseTimestampMin = 0;

export const getPublicOrderBook200ResponseAsksItem0ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicOrderBook200ResponseAsksItem1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicOrderBook200ResponseBidsItem0ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicOrderBook200ResponseBidsItem1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetPublicOrderBook200Response = zod.object({
  "ticker_id": zod.stringFormat('market-underscore', getPublicOrderBook200ResponseTickerIdRegExp).describe('A market in the trade-engine form BASE_QUOTE (BTC_USDT) or BASE_PERP, as the public API and the socket use it.'),
  "timestamp": zod.int().min(getPublicOrderBook200ResponseTimestampMin).describe('Seconds since the Unix epoch.'),
  "asks": zod.array(zod.tuple([zod.stringFormat('decimal-unsigned', getPublicOrderBook200ResponseAsksItem0ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', getPublicOrderBook200ResponseAsksItem1ItemRegExp).describe('A DecimalString that is zero or positive.')]).describe('One price level of the public order book as `[price, amount]`, both decimal strings.')).describe('Sell levels, best (lowest) price first.'),
  "bids": zod.array(zod.tuple([zod.stringFormat('decimal-unsigned', getPublicOrderBook200ResponseBidsItem0ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', getPublicOrderBook200ResponseBidsItem1ItemRegExp).describe('A DecimalString that is zero or positive.')]).describe('One price level of the public order book as `[price, amount]`, both decimal strings.')).describe('Buy levels, best (highest) price first.')
}).describe('The public API v4 order book, exactly as published.')

export const GetPublicOrderBook422Response = zod.record(zod.string(), zod.array(zod.string())).describe('The public API v4 validation error (HTTP 422) of the market-data endpoints: each key is the offending request field, each value its messages. No envelope, no `params` field.')

export const GetPublicOrderBook429Response = zod.unknown()

export const GetPublicOrderBook500Response = zod.object({
  "error": zod.array(zod.string())
}).describe('The public API v4 internal error body (HTTP 500).')

export const GetPublicOrderBook503Response = zod.unknown()

/**
 * A spot limit order (order type 1): amount in the base asset, price in the quote asset. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot limit order
 */
export const placeSpotLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrderBodyClientOrderIdMax = 64;



export const PlaceSpotLimitOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeSpotLimitOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotLimitOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeSpotLimitOrderBodyPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "clientOrderId": zod.string().max(placeSpotLimitOrderBodyClientOrderIdMax).optional()
}).describe('A limit order. Amount in the base asset, price in the quote asset, both within the market\'s precision.')


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



export const PlaceSpotLimitOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeSpotLimitOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeSpotLimitOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotLimitOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeSpotLimitOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeSpotLimitOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeSpotLimitOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeSpotLimitOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeSpotLimitOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeSpotLimitOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeSpotLimitOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const PlaceSpotLimitOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotLimitOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotLimitOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotLimitOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotLimitOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotLimitOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * One market with its trading rules and 24 h figures (the trade page of a pair). Assumption: the answer is the same `Market` object as an item of the markets list.
 * @summary Get one market
 */
export const getTradeMarketPathMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const GetTradeMarketParams = zod.object({
  "market": zod.stringFormat('market-dash', getTradeMarketPathMarketRegExp).describe('Market in the web form, e.g. BTC-USDT or BTC-PERP.')
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


export const GetTradeMarket200Response = zod.object({
  "data": zod.object({
  "market": zod.stringFormat('market-dash', getTradeMarket200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "tradeMarketName": zod.stringFormat('market-underscore', getTradeMarket200ResponseDataTradeMarketNameRegExp).describe('A market in the trade-engine form BASE_QUOTE (BTC_USDT) or BASE_PERP, as the public API and the socket use it.'),
  "stock": zod.stringFormat('ticker', getTradeMarket200ResponseDataStockRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "money": zod.stringFormat('ticker', getTradeMarket200ResponseDataMoneyRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "type": zod.enum(['spot', 'futures']),
  "subType": zod.enum(['crypto', 'fiat', 'stable']).optional().describe('Listing filter of a market\'s quote asset (markets page `subType`).'),
  "stockPrec": zod.int().min(getTradeMarket200ResponseDataStockPrecMin).max(getTradeMarket200ResponseDataStockPrecMax).describe('Decimals of the amount (base asset).'),
  "moneyPrec": zod.int().min(getTradeMarket200ResponseDataMoneyPrecMin).max(getTradeMarket200ResponseDataMoneyPrecMax).describe('Decimals of the price (quote asset).'),
  "minAmount": zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataMaxAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "minTotal": zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataMinTotalRegExp).describe('A DecimalString that is zero or positive.'),
  "makerFee": zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataMakerFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "takerFee": zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataTakerFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "tradesEnabled": zod.boolean(),
  "isMargin": zod.boolean().describe('Whether the market is open for margin trading.'),
  "maxLeverage": zod.int().min(1).max(getTradeMarket200ResponseDataMaxLeverageMax).optional(),
  "priority": zod.int().min(getTradeMarket200ResponseDataPriorityMin).optional().describe('Listing order; lower comes first.'),
  "lastPrice": zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataLastPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "change": zod.stringFormat('percent', getTradeMarket200ResponseDataChangeRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "high": zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataHighRegExp).describe('A DecimalString that is zero or positive.'),
  "low": zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataLowRegExp).describe('A DecimalString that is zero or positive.'),
  "baseVolume": zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataBaseVolumeRegExp).describe('A DecimalString that is zero or positive.'),
  "quoteVolume": zod.stringFormat('decimal-unsigned', getTradeMarket200ResponseDataQuoteVolumeRegExp).describe('A DecimalString that is zero or positive.')
}).describe('A tradable market (section 3 "Market": market, tradeMarketName). The trading rules and the 24 h figures are modelled on the public API v4 `markets` and `ticker` responses (assumption: the web API\'s own fields are not shown).')
})

export const GetTradeMarket429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetTradeMarket5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

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



export const ListTradeMarketsBaseInfo200Response = zod.object({
  "data": zod.array(zod.object({
  "market": zod.stringFormat('market-dash', listTradeMarketsBaseInfo200ResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "tradeMarketName": zod.stringFormat('market-underscore', listTradeMarketsBaseInfo200ResponseDataItemTradeMarketNameRegExp).describe('A market in the trade-engine form BASE_QUOTE (BTC_USDT) or BASE_PERP, as the public API and the socket use it.'),
  "stock": zod.stringFormat('ticker', listTradeMarketsBaseInfo200ResponseDataItemStockRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "money": zod.stringFormat('ticker', listTradeMarketsBaseInfo200ResponseDataItemMoneyRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "type": zod.enum(['spot', 'futures']),
  "stockPrec": zod.int().min(listTradeMarketsBaseInfo200ResponseDataItemStockPrecMin).max(listTradeMarketsBaseInfo200ResponseDataItemStockPrecMax),
  "moneyPrec": zod.int().min(listTradeMarketsBaseInfo200ResponseDataItemMoneyPrecMin).max(listTradeMarketsBaseInfo200ResponseDataItemMoneyPrecMax),
  "minAmount": zod.stringFormat('decimal-unsigned', listTradeMarketsBaseInfo200ResponseDataItemMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', listTradeMarketsBaseInfo200ResponseDataItemMaxAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "minTotal": zod.stringFormat('decimal-unsigned', listTradeMarketsBaseInfo200ResponseDataItemMinTotalRegExp).describe('A DecimalString that is zero or positive.'),
  "tradesEnabled": zod.boolean(),
  "isMargin": zod.boolean(),
  "maxLeverage": zod.int().min(1).max(listTradeMarketsBaseInfo200ResponseDataItemMaxLeverageMax).optional()
}).describe('The static part of a market, without the 24 h figures. Assumption: the spec names the call only; the fields are the trading rules of `Market` (modelled on the public API v4 `markets`).'))
})

export const ListTradeMarketsBaseInfo429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListTradeMarketsBaseInfo5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

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



export const GetPublicKlineQueryParams = zod.object({
  "market": zod.stringFormat('market-underscore', getPublicKlineQueryMarketRegExp).describe('Available market. Example: BTC_USDT'),
  "interval": zod.enum(['1m', '3m', '5m', '15m', '30m', '1h', '2h', '4h', '6h', '8h', '12h', '1d', '3d', '1w', '1M']).default(getPublicKlineQueryIntervalDefault).describe('Candle interval; default 1h.'),
  "start": zod.int().min(getPublicKlineQueryStartMin).optional().describe('Start time in seconds. Cannot be greater than `end`.'),
  "end": zod.int().min(getPublicKlineQueryEndMin).optional().describe('End time in seconds, default the current time. Cannot be less than `start`.'),
  "limit": zod.int().min(1).max(getPublicKlineQueryLimitMax).default(getPublicKlineQueryLimitDefault).describe('Possible values from 1 to 1440. Default value is 1440.')
})

export const getPublicKline200ResponseResultItem0ItemMin = 0;

export const getPublicKline200ResponseResultItem1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicKline200ResponseResultItem2ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicKline200ResponseResultItem3ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicKline200ResponseResultItem4ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicKline200ResponseResultItem5ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicKline200ResponseResultItem6ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPublicKline200ResponseResultMax = 1440;



export const GetPublicKline200Response = zod.object({
  "success": zod.boolean(),
  "message": zod.string().nullable().describe('Null on success.'),
  "result": zod.array(zod.tuple([zod.int().min(getPublicKline200ResponseResultItem0ItemMin).describe('Seconds since the Unix epoch.'),
zod.stringFormat('decimal-unsigned', getPublicKline200ResponseResultItem1ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', getPublicKline200ResponseResultItem2ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', getPublicKline200ResponseResultItem3ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', getPublicKline200ResponseResultItem4ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', getPublicKline200ResponseResultItem5ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', getPublicKline200ResponseResultItem6ItemRegExp).describe('A DecimalString that is zero or positive.')]).describe('One candle of the public API v1 kline, exactly as published: `[time, open, close, high, low, stock volume, money volume]`; the time is an integer (Unix seconds), every other item a decimal string. Note the order O, C, H, L.')).max(getPublicKline200ResponseResultMax).describe('Candles, oldest first; at most 1440.')
}).describe('The public API v1 kline envelope, exactly as published.')

export const GetPublicKline422Response = zod.object({
  "success": zod.literal(false),
  "message": zod.string(),
  "params": zod.array(zod.string()).optional()
}).describe('The public API v1 error body (`ErrorV1`), exactly as published.')

export const GetPublicKline429Response = zod.unknown()

export const GetPublicKline500Response = zod.object({
  "error": zod.array(zod.string())
}).describe('The public API v4 internal error body (HTTP 500).')

export const GetPublicKline503Response = zod.unknown()

/**
 * A spot market order (order type 2). A buy amount is the total to spend in the quote asset, a sell amount the quantity in the base asset (Assumption: as the trade API v4 market order). A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot market order
 */
export const placeSpotMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotMarketOrderBodyClientOrderIdMax = 64;



export const PlaceSpotMarketOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeSpotMarketOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotMarketOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "clientOrderId": zod.string().min(1).max(placeSpotMarketOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A spot market order. For the market call a buy amount is the total to spend in the quote asset and a sell amount the quantity in the base asset; for the stock-market call the amount is always in the base asset (modelled on the trade API v4 market and stock_market orders).')


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



export const PlaceSpotMarketOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeSpotMarketOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeSpotMarketOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotMarketOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeSpotMarketOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeSpotMarketOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeSpotMarketOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeSpotMarketOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeSpotMarketOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeSpotMarketOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeSpotMarketOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const PlaceSpotMarketOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotMarketOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotMarketOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotMarketOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotMarketOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotMarketOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * A spot market order whose amount is always in the base asset (order type 202, "market (stock)"). A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot stock-market order
 */
export const placeSpotStockMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotStockMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStockMarketOrderBodyClientOrderIdMax = 64;



export const PlaceSpotStockMarketOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeSpotStockMarketOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "clientOrderId": zod.string().min(1).max(placeSpotStockMarketOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A spot market order. For the market call a buy amount is the total to spend in the quote asset and a sell amount the quantity in the base asset; for the stock-market call the amount is always in the base asset (modelled on the trade API v4 market and stock_market orders).')


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



export const PlaceSpotStockMarketOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeSpotStockMarketOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeSpotStockMarketOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeSpotStockMarketOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeSpotStockMarketOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const PlaceSpotStockMarketOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStockMarketOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStockMarketOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStockMarketOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStockMarketOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStockMarketOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

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



export const PlaceMarginMarketOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeMarginMarketOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeMarginMarketOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).optional().describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "reduce_only": zod.boolean().default(placeMarginMarketOrderBodyReduceOnlyDefault),
  "stopLoss": zod.stringFormat('decimal-unsigned', placeMarginMarketOrderBodyStopLossRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "takeProfit": zod.stringFormat('decimal-unsigned', placeMarginMarketOrderBodyTakeProfitRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "clientOrderId": zod.string().min(1).max(placeMarginMarketOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A margin or futures market order (amount in the base asset). `positionSide` and `reduce_only` as for the collateral limit order. Assumption: modelled on the trade API v4 collateral market order; `leverage` as for the limit order.')


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



export const PlaceMarginMarketOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeMarginMarketOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeMarginMarketOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeMarginMarketOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeMarginMarketOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeMarginMarketOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeMarginMarketOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeMarginMarketOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeMarginMarketOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeMarginMarketOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeMarginMarketOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const PlaceMarginMarketOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginMarketOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginMarketOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginMarketOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginMarketOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginMarketOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

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



export const PlaceFuturesMarketOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeFuturesMarketOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeFuturesMarketOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).optional().describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "reduce_only": zod.boolean().default(placeFuturesMarketOrderBodyReduceOnlyDefault),
  "stopLoss": zod.stringFormat('decimal-unsigned', placeFuturesMarketOrderBodyStopLossRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "takeProfit": zod.stringFormat('decimal-unsigned', placeFuturesMarketOrderBodyTakeProfitRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "clientOrderId": zod.string().min(1).max(placeFuturesMarketOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A margin or futures market order (amount in the base asset). `positionSide` and `reduce_only` as for the collateral limit order. Assumption: modelled on the trade API v4 collateral market order; `leverage` as for the limit order.')


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



export const PlaceFuturesMarketOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeFuturesMarketOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeFuturesMarketOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeFuturesMarketOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeFuturesMarketOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeFuturesMarketOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeFuturesMarketOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeFuturesMarketOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeFuturesMarketOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeFuturesMarketOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeFuturesMarketOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const PlaceFuturesMarketOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesMarketOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesMarketOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesMarketOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesMarketOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesMarketOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * A spot stop-limit order (order type 3): a limit order at `price` placed when the market reaches `activationPrice`. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot stop-limit order
 */
export const placeSpotStopLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotStopLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrderBodyClientOrderIdMax = 64;



export const PlaceSpotStopLimitOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeSpotStopLimitOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrderBodyPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrderBodyActivationPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional().describe('Trigger condition of a stop order (section 3 "Order"): lte fires when the price falls to the activation price or below, gte when it rises to it or above.'),
  "clientOrderId": zod.string().min(1).max(placeSpotStopLimitOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A spot stop-limit order: a limit order at `price` placed once the market reaches `activationPrice`. Assumption: `activation_condition` may be sent by the client (gte when the activation price is above the last price, lte when below); the server derives it from the side when it is omitted, as the trade API v4 does.')


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



export const PlaceSpotStopLimitOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeSpotStopLimitOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeSpotStopLimitOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeSpotStopLimitOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const PlaceSpotStopLimitOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStopLimitOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStopLimitOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStopLimitOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStopLimitOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStopLimitOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * A spot stop-market order (order type 4): a market order placed when the market reaches `activationPrice`. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a spot stop-market order
 */
export const placeSpotStopMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotStopMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopMarketOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopMarketOrderBodyClientOrderIdMax = 64;



export const PlaceSpotStopMarketOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeSpotStopMarketOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrderBodyActivationPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional().describe('Trigger condition of a stop order (section 3 "Order"): lte fires when the price falls to the activation price or below, gte when it rises to it or above.'),
  "clientOrderId": zod.string().min(1).max(placeSpotStopMarketOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A spot stop-market order: a market order placed once the market reaches `activationPrice` (buy amount in the quote asset, sell amount in the base asset, as the trade API v4 stop_market). Assumption on `activation_condition` as for the stop-limit order.')


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



export const PlaceSpotStopMarketOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeSpotStopMarketOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeSpotStopMarketOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeSpotStopMarketOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const PlaceSpotStopMarketOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStopMarketOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStopMarketOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStopMarketOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStopMarketOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotStopMarketOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

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



export const PlaceSpotOcoOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeSpotOcoOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotOcoOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeSpotOcoOrderBodyPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeSpotOcoOrderBodyActivationPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "stopLimitPrice": zod.stringFormat('decimal-unsigned', placeSpotOcoOrderBodyStopLimitPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "clientOrderId": zod.string().min(1).max(placeSpotOcoOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A spot one-cancels-the-other order: a take-profit limit leg at `price` and a stop-loss stop-limit leg that fires at `activationPrice` and executes at `stopLimitPrice`. Assumption: modelled on the trade API v4 collateral OCO (`price`, `activation_price`, `stop_limit_price`), with the web API\'s camelCase names.')



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



export const PlaceSpotOcoOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "reduce_only": zod.boolean().optional(),
  "stop_loss": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeSpotOcoOrder200ResponseDataStopLossClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeSpotOcoOrder200ResponseDataStopLossMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataStopLossAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataStopLossPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataStopLossActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataStopLossLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataStopLossDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataStopLossDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataStopLossDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeSpotOcoOrder200ResponseDataStopLossTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.'),
  "take_profit": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeSpotOcoOrder200ResponseDataTakeProfitClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeSpotOcoOrder200ResponseDataTakeProfitMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataTakeProfitAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataTakeProfitPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataTakeProfitActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataTakeProfitLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataTakeProfitDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataTakeProfitDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeSpotOcoOrder200ResponseDataTakeProfitDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeSpotOcoOrder200ResponseDataTakeProfitTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
}).describe('A placed OCO order and its two legs. Assumption: modelled on the trade API v4 OCO response (`id`, `stop_loss`, `take_profit`), each leg an `Order` of the web API.')
})

export const PlaceSpotOcoOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotOcoOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotOcoOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotOcoOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotOcoOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceSpotOcoOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

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



export const PlaceMarginLimitOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeMarginLimitOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeMarginLimitOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeMarginLimitOrderBodyPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).optional().describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "reduce_only": zod.boolean().default(placeMarginLimitOrderBodyReduceOnlyDefault),
  "postOnly": zod.boolean().default(placeMarginLimitOrderBodyPostOnlyDefault),
  "ioc": zod.boolean().default(placeMarginLimitOrderBodyIocDefault).describe('Immediate or cancel.'),
  "stopLoss": zod.stringFormat('decimal-unsigned', placeMarginLimitOrderBodyStopLossRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "takeProfit": zod.stringFormat('decimal-unsigned', placeMarginLimitOrderBodyTakeProfitRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "clientOrderId": zod.string().min(1).max(placeMarginLimitOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A margin or futures limit order. `positionSide` is required in hedge mode (LONG or SHORT) and ignored in one-way mode; `reduce_only` only reduces an open position and cannot be combined with `stopLoss` or `takeProfit`. Assumption: the fields besides the spec\'s `reduce_only` and `positionSide` follow the trade API v4 collateral limit order; `leverage`, when sent, sets the account leverage before the order is placed.')


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



export const PlaceMarginLimitOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeMarginLimitOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeMarginLimitOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeMarginLimitOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeMarginLimitOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeMarginLimitOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeMarginLimitOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeMarginLimitOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeMarginLimitOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeMarginLimitOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeMarginLimitOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const PlaceMarginLimitOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginLimitOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginLimitOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginLimitOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginLimitOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginLimitOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

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



export const PlaceMarginStopLimitOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeMarginStopLimitOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrderBodyPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrderBodyActivationPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional().describe('Trigger condition of a stop order (section 3 "Order"): lte fires when the price falls to the activation price or below, gte when it rises to it or above.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).optional().describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "reduce_only": zod.boolean().default(placeMarginStopLimitOrderBodyReduceOnlyDefault),
  "clientOrderId": zod.string().min(1).max(placeMarginStopLimitOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A margin or futures stop-limit order. Assumption: modelled on the trade API v4 collateral stop-limit order, with the spec\'s `activation_condition`, `reduce_only` and `positionSide`.')


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



export const PlaceMarginStopLimitOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeMarginStopLimitOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeMarginStopLimitOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeMarginStopLimitOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const PlaceMarginStopLimitOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginStopLimitOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginStopLimitOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginStopLimitOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginStopLimitOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginStopLimitOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * A margin stop-market order (order type 10, margin stop market), amount in the base asset. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a margin stop-market order
 */
export const placeMarginStopMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginStopMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopMarketOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopMarketOrderBodyReduceOnlyDefault = false;
export const placeMarginStopMarketOrderBodyClientOrderIdMax = 64;



export const PlaceMarginStopMarketOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeMarginStopMarketOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrderBodyActivationPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional().describe('Trigger condition of a stop order (section 3 "Order"): lte fires when the price falls to the activation price or below, gte when it rises to it or above.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).optional().describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "reduce_only": zod.boolean().default(placeMarginStopMarketOrderBodyReduceOnlyDefault),
  "clientOrderId": zod.string().min(1).max(placeMarginStopMarketOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A margin or futures stop-market order (amount in the base asset). Assumption: modelled on the trade API v4 collateral trigger-market order, with the spec\'s `activation_condition`, `reduce_only` and `positionSide`.')


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



export const PlaceMarginStopMarketOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeMarginStopMarketOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeMarginStopMarketOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeMarginStopMarketOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const PlaceMarginStopMarketOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginStopMarketOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginStopMarketOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginStopMarketOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginStopMarketOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginStopMarketOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

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



export const PlaceMarginOcoOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeMarginOcoOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeMarginOcoOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeMarginOcoOrderBodyPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeMarginOcoOrderBodyActivationPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "stopLimitPrice": zod.stringFormat('decimal-unsigned', placeMarginOcoOrderBodyStopLimitPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).optional().describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "reduce_only": zod.boolean().default(placeMarginOcoOrderBodyReduceOnlyDefault),
  "clientOrderId": zod.string().min(1).max(placeMarginOcoOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A margin or futures OCO order; both legs inherit `reduce_only` and `positionSide`. Assumption: modelled on the trade API v4 collateral OCO (`price`, `activation_price`, `stop_limit_price`), with the web API\'s camelCase names.')



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



export const PlaceMarginOcoOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "reduce_only": zod.boolean().optional(),
  "stop_loss": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeMarginOcoOrder200ResponseDataStopLossClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeMarginOcoOrder200ResponseDataStopLossMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataStopLossAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataStopLossPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataStopLossActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataStopLossLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataStopLossDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataStopLossDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataStopLossDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeMarginOcoOrder200ResponseDataStopLossTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.'),
  "take_profit": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeMarginOcoOrder200ResponseDataTakeProfitClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeMarginOcoOrder200ResponseDataTakeProfitMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataTakeProfitAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataTakeProfitPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataTakeProfitActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataTakeProfitLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataTakeProfitDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataTakeProfitDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeMarginOcoOrder200ResponseDataTakeProfitDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeMarginOcoOrder200ResponseDataTakeProfitTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
}).describe('A placed OCO order and its two legs. Assumption: modelled on the trade API v4 OCO response (`id`, `stop_loss`, `take_profit`), each leg an `Order` of the web API.')
})

export const PlaceMarginOcoOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginOcoOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginOcoOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginOcoOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginOcoOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceMarginOcoOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

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



export const PlaceFuturesLimitOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeFuturesLimitOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeFuturesLimitOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeFuturesLimitOrderBodyPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).optional().describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "reduce_only": zod.boolean().default(placeFuturesLimitOrderBodyReduceOnlyDefault),
  "postOnly": zod.boolean().default(placeFuturesLimitOrderBodyPostOnlyDefault),
  "ioc": zod.boolean().default(placeFuturesLimitOrderBodyIocDefault).describe('Immediate or cancel.'),
  "stopLoss": zod.stringFormat('decimal-unsigned', placeFuturesLimitOrderBodyStopLossRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "takeProfit": zod.stringFormat('decimal-unsigned', placeFuturesLimitOrderBodyTakeProfitRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "clientOrderId": zod.string().min(1).max(placeFuturesLimitOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A margin or futures limit order. `positionSide` is required in hedge mode (LONG or SHORT) and ignored in one-way mode; `reduce_only` only reduces an open position and cannot be combined with `stopLoss` or `takeProfit`. Assumption: the fields besides the spec\'s `reduce_only` and `positionSide` follow the trade API v4 collateral limit order; `leverage`, when sent, sets the account leverage before the order is placed.')


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



export const PlaceFuturesLimitOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeFuturesLimitOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeFuturesLimitOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeFuturesLimitOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeFuturesLimitOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeFuturesLimitOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeFuturesLimitOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeFuturesLimitOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeFuturesLimitOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeFuturesLimitOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeFuturesLimitOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const PlaceFuturesLimitOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesLimitOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesLimitOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesLimitOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesLimitOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesLimitOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

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



export const PlaceFuturesStopLimitOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeFuturesStopLimitOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrderBodyPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrderBodyActivationPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional().describe('Trigger condition of a stop order (section 3 "Order"): lte fires when the price falls to the activation price or below, gte when it rises to it or above.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).optional().describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "reduce_only": zod.boolean().default(placeFuturesStopLimitOrderBodyReduceOnlyDefault),
  "clientOrderId": zod.string().min(1).max(placeFuturesStopLimitOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A margin or futures stop-limit order. Assumption: modelled on the trade API v4 collateral stop-limit order, with the spec\'s `activation_condition`, `reduce_only` and `positionSide`.')


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



export const PlaceFuturesStopLimitOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeFuturesStopLimitOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeFuturesStopLimitOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeFuturesStopLimitOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeFuturesStopLimitOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const PlaceFuturesStopLimitOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesStopLimitOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesStopLimitOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesStopLimitOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesStopLimitOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesStopLimitOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * A futures stop-market order (order type 10), amount in the base asset. A 422 carries code 30 DefaultRequestValidation (e.g. `total` below the market minimum), 32 ErrAmount (`amount`), 33 ErrPrice (`price`) or 37 NotEnoughBalance (`amount`), with the field's messages in `errors`.
 * @summary Place a futures stop-market order
 */
export const placeFuturesStopMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeFuturesStopMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopMarketOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesStopMarketOrderBodyReduceOnlyDefault = false;
export const placeFuturesStopMarketOrderBodyClientOrderIdMax = 64;



export const PlaceFuturesStopMarketOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeFuturesStopMarketOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrderBodyActivationPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional().describe('Trigger condition of a stop order (section 3 "Order"): lte fires when the price falls to the activation price or below, gte when it rises to it or above.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).optional().describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "reduce_only": zod.boolean().default(placeFuturesStopMarketOrderBodyReduceOnlyDefault),
  "clientOrderId": zod.string().min(1).max(placeFuturesStopMarketOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A margin or futures stop-market order (amount in the base asset). Assumption: modelled on the trade API v4 collateral trigger-market order, with the spec\'s `activation_condition`, `reduce_only` and `positionSide`.')


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



export const PlaceFuturesStopMarketOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeFuturesStopMarketOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeFuturesStopMarketOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeFuturesStopMarketOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeFuturesStopMarketOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const PlaceFuturesStopMarketOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesStopMarketOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesStopMarketOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesStopMarketOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesStopMarketOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesStopMarketOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

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



export const PlaceFuturesOcoOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeFuturesOcoOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrderBodyPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrderBodyActivationPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "stopLimitPrice": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrderBodyStopLimitPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).optional().describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "reduce_only": zod.boolean().default(placeFuturesOcoOrderBodyReduceOnlyDefault),
  "clientOrderId": zod.string().min(1).max(placeFuturesOcoOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A margin or futures OCO order; both legs inherit `reduce_only` and `positionSide`. Assumption: modelled on the trade API v4 collateral OCO (`price`, `activation_price`, `stop_limit_price`), with the web API\'s camelCase names.')



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



export const PlaceFuturesOcoOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "reduce_only": zod.boolean().optional(),
  "stop_loss": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeFuturesOcoOrder200ResponseDataStopLossClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeFuturesOcoOrder200ResponseDataStopLossMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataStopLossAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataStopLossPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataStopLossActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataStopLossLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataStopLossDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataStopLossDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataStopLossDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeFuturesOcoOrder200ResponseDataStopLossTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.'),
  "take_profit": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(placeFuturesOcoOrder200ResponseDataTakeProfitClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', placeFuturesOcoOrder200ResponseDataTakeProfitMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataTakeProfitAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataTakeProfitPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataTakeProfitActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataTakeProfitLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataTakeProfitDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataTakeProfitDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', placeFuturesOcoOrder200ResponseDataTakeProfitDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(placeFuturesOcoOrder200ResponseDataTakeProfitTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
}).describe('A placed OCO order and its two legs. Assumption: modelled on the trade API v4 OCO response (`id`, `stop_loss`, `take_profit`), each leg an `Order` of the web API.')
})

export const PlaceFuturesOcoOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesOcoOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesOcoOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesOcoOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesOcoOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlaceFuturesOcoOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Sets the take-profit and/or stop-loss of an open margin or futures position (order type 10: margin stop market, take profit or stop loss). Send at least one of `takeProfit` and `stopLoss`. Assumption: the spec names the call only; the body and the answer follow the trade API v4 position `tpsl` block.
 * @summary Set a position's take-profit and stop-loss
 */
export const placePositionTpslBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placePositionTpslBodyTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placePositionTpslBodyStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placePositionTpslBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const PlacePositionTpslBody = zod.object({
  "market": zod.stringFormat('market-dash', placePositionTpslBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "takeProfit": zod.stringFormat('decimal-unsigned', placePositionTpslBodyTakeProfitRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "stopLoss": zod.stringFormat('decimal-unsigned', placePositionTpslBodyStopLossRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "amount": zod.stringFormat('decimal-unsigned', placePositionTpslBodyAmountRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('Take-profit and stop-loss of an open margin or futures position: send `takeProfit`, `stopLoss` or both (trigger prices). Assumption: the spec names the call only; the fields follow the trade API v4 position `tpsl` block, the position is chosen by `market` and, in hedge mode, `positionSide`, and the whole position is closed when a trigger fires unless `amount` is given.')

export const placePositionTpsl200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const placePositionTpsl200ResponseDataTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const placePositionTpsl200ResponseDataStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const PlacePositionTpsl200Response = zod.object({
  "data": zod.object({
  "market": zod.stringFormat('market-dash', placePositionTpsl200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "takeProfitId": zod.int().min(1).optional(),
  "takeProfit": zod.stringFormat('decimal-unsigned', placePositionTpsl200ResponseDataTakeProfitRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "stopLossId": zod.int().min(1).optional(),
  "stopLoss": zod.stringFormat('decimal-unsigned', placePositionTpsl200ResponseDataStopLossRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('The take-profit and stop-loss orders of a position (order type 10, margin stop market / take profit / stop loss). Assumption: modelled on the trade API v4 position `tpsl` block (`takeProfitId`, `takeProfit`, `stopLossId`, `stopLoss`).')
})

export const PlacePositionTpsl401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlacePositionTpsl419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlacePositionTpsl422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlacePositionTpsl429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlacePositionTpsl451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const PlacePositionTpsl5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Changes the amount, price or activation price of an open limit, stop-limit or stop-market order. Assumption: modelled on the trade API v4 `order/modify`: the order is replaced by a new one with a new id, which the answer carries. A 422 carries code 30, 32 (`amount`), 33 (`price`) or 37 (`amount`, not enough balance).
 * @summary Modify an open order
 */
export const modifyOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const modifyOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrderBodyTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ModifyOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', modifyOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "orderId": zod.int().min(1),
  "amount": zod.stringFormat('decimal-unsigned', modifyOrderBodyAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "total": zod.stringFormat('decimal-unsigned', modifyOrderBodyTotalRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', modifyOrderBodyPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', modifyOrderBodyActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('Change an open limit, stop-limit or stop-market order; at least one of `amount`, `total`, `price`, `activationPrice`. The server cancels the order and places a replacement with a new id. Assumption: modelled on the trade API v4 `order/modify` (`total` instead of `amount` for a buy stop-market order).')


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



export const ModifyOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(modifyOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', modifyOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', modifyOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', modifyOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', modifyOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', modifyOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', modifyOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', modifyOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', modifyOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(modifyOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const ModifyOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ModifyOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ModifyOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ModifyOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ModifyOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ModifyOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Cancels every open order, or those of one market and/or trade type. Assumption: the body follows the trade API v4 `order/cancel/all` (`market`, `type`); the answer lists the ids of the cancelled orders.
 * @summary Cancel all open orders
 */
export const cancelAllOrdersBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const cancelAllOrdersBodyTypeMax = 3;



export const CancelAllOrdersBody = zod.object({
  "market": zod.stringFormat('market-dash', cancelAllOrdersBodyMarketRegExp).optional().describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.array(zod.enum(['spot', 'margin', 'futures']).describe('Trade type as used in paths and queries.')).min(1).max(cancelAllOrdersBodyTypeMax).optional()
}).describe('Which open orders to cancel: every market when `market` is omitted, every trade type when `type` is omitted. Assumption: modelled on the trade API v4 `order/cancel/all` (`market`, `type`).')




export const CancelAllOrders200Response = zod.object({
  "data": zod.object({
  "orderIds": zod.array(zod.int().min(1))
}).describe('Assumption: the ids of the orders that were cancelled (the trade API v4 answers with no body).')
})

export const CancelAllOrders401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelAllOrders419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelAllOrders422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelAllOrders429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelAllOrders451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelAllOrders5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Cancels one open order of a market. Assumption: as the trade API v4 `order/cancel`, the answer is the order in its final state (`status` 2, cancelled).
 * @summary Cancel an order
 */



export const CancelOrderParams = zod.object({
  "id": zod.int().min(1).describe('The order id.')
})

export const cancelOrderQueryMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const CancelOrderQueryParams = zod.object({
  "market": zod.stringFormat('market-dash', cancelOrderQueryMarketRegExp).describe('The order\'s market.')
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



export const CancelOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(cancelOrder200ResponseDataClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', cancelOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
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
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', cancelOrder200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', cancelOrder200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', cancelOrder200ResponseDataActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', cancelOrder200ResponseDataLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', cancelOrder200ResponseDataDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', cancelOrder200ResponseDataDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', cancelOrder200ResponseDataDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(cancelOrder200ResponseDataTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
})

export const CancelOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Cancels a conditional order (stop-limit, stop-market, OCO or a position's take-profit/stop-loss) of a market. Assumption: the answer names the cancelled order (the trade API v4 `order/conditional-cancel` is modelled).
 * @summary Cancel a conditional order
 */
export const cancelConditionalOrderPathMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');



export const CancelConditionalOrderParams = zod.object({
  "market": zod.stringFormat('market-dash', cancelConditionalOrderPathMarketRegExp).describe('The order\'s market in the web form.'),
  "id": zod.int().min(1).describe('The conditional order id.')
})


export const cancelConditionalOrder200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const CancelConditionalOrder200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "market": zod.stringFormat('market-dash', cancelConditionalOrder200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).')
}).describe('Assumption: the id and market of the cancelled conditional (stop, OCO or OTO) order.')
})

export const CancelConditionalOrder401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelConditionalOrder419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelConditionalOrder422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelConditionalOrder429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelConditionalOrder451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelConditionalOrder5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Closes an open margin or futures position at the market price; in hedge mode `positionSide` says which side. Assumption: the answer is the position as it was when the close was accepted, modelled on the trade API v4 `collateral-account/positions/open` item.
 * @summary Close a margin or futures position
 */



export const CloseMarginPositionParams = zod.object({
  "id": zod.int().min(1).describe('The position id.')
})

export const closeMarginPositionQueryMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const CloseMarginPositionQueryParams = zod.object({
  "market": zod.stringFormat('market-dash', closeMarginPositionQueryMarketRegExp).describe('The position\'s market.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('LONG or SHORT in hedge mode; BOTH or omitted in one-way mode.')
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



export const CloseMarginPosition200Response = zod.object({
  "data": zod.object({
  "positionId": zod.int().min(1),
  "market": zod.stringFormat('market-dash', closeMarginPosition200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "amount": zod.stringFormat('decimal', closeMarginPosition200ResponseDataAmountRegExp).describe('Position size in the base asset; negative for a short position.'),
  "basePrice": zod.stringFormat('decimal-unsigned', closeMarginPosition200ResponseDataBasePriceRegExp).describe('A DecimalString that is zero or positive.'),
  "liquidationPrice": zod.stringFormat('decimal-unsigned', closeMarginPosition200ResponseDataLiquidationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "liquidationState": zod.enum(['margin_call', 'liquidation']).optional().describe('Liquidation stage of a position (trade API v4 `liquidationState`).'),
  "pnl": zod.stringFormat('decimal', closeMarginPosition200ResponseDataPnlRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "pnlPercent": zod.stringFormat('percent', closeMarginPosition200ResponseDataPnlPercentRegExp).optional().describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "margin": zod.stringFormat('decimal-unsigned', closeMarginPosition200ResponseDataMarginRegExp).describe('A DecimalString that is zero or positive.'),
  "freeMargin": zod.stringFormat('decimal-unsigned', closeMarginPosition200ResponseDataFreeMarginRegExp).describe('A DecimalString that is zero or positive.'),
  "funding": zod.stringFormat('decimal', closeMarginPosition200ResponseDataFundingRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "unrealizedFunding": zod.stringFormat('decimal', closeMarginPosition200ResponseDataUnrealizedFundingRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "openDate": zod.int().min(closeMarginPosition200ResponseDataOpenDateMin).describe('Seconds since the Unix epoch.'),
  "modifyDate": zod.int().min(closeMarginPosition200ResponseDataModifyDateMin).describe('Seconds since the Unix epoch.')
}).describe('An open margin or futures position. Assumption: modelled on the trade API v4 `collateral-account/positions/open` item (`positionId`, `basePrice`, `liquidationPrice`, `pnl`, ...), with the web form of the market.')
})

export const CloseMarginPosition401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CloseMarginPosition419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CloseMarginPosition422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CloseMarginPosition429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CloseMarginPosition451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CloseMarginPosition5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The largest amount the margin or futures account can buy or sell on a market, with borrowing. The client gives it 5 s before it times out. Assumption: the query (`market`, `side`, optional `price` for a limit order) and the answer are not shown by the spec.
 * @summary Get the largest margin order
 */
export const getMarginMaxAmountQueryMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getMarginMaxAmountQueryPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetMarginMaxAmountQueryParams = zod.object({
  "market": zod.stringFormat('market-dash', getMarginMaxAmountQueryMarketRegExp).describe('The market.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('1 sell, 2 buy.'),
  "price": zod.stringFormat('decimal-unsigned', getMarginMaxAmountQueryPriceRegExp).optional().describe('The limit price; the last price when omitted.')
})

export const getMarginMaxAmount200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getMarginMaxAmount200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMarginMaxAmount200ResponseDataTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetMarginMaxAmount200Response = zod.object({
  "data": zod.object({
  "market": zod.stringFormat('market-dash', getMarginMaxAmount200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', getMarginMaxAmount200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "total": zod.stringFormat('decimal-unsigned', getMarginMaxAmount200ResponseDataTotalRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The largest order the margin or futures account can place on a market and side, with borrowing. Assumption: the spec gives the call and its 5 s timeout only; `amount` is in the base asset and `total` in the quote asset.')
})

export const GetMarginMaxAmount401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetMarginMaxAmount429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetMarginMaxAmount5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The leverage of the margin and futures account (settings page general/leverage). Assumption: one account-wide value, as the trade API v4 `collateral-account/leverage`.
 * @summary Get the account leverage
 */
export const GetLeverage200Response = zod.object({
  "data": zod.object({
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).')
}).describe('The account\'s leverage for margin and futures trading (section 3 "leverage settings"; fields not shown there).')
})

export const GetLeverage401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetLeverage429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetLeverage5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Sets the leverage of the margin and futures account; it applies to every open position. Assumption: the body and the accepted values follow the trade API v4 `collateral-account/leverage`.
 * @summary Change the account leverage
 */
export const UpdateLeverageBody = zod.object({
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).')
}).describe('The account\'s leverage for margin and futures trading (section 3 "leverage settings"; fields not shown there).')

export const UpdateLeverage200Response = zod.object({
  "data": zod.object({
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).')
}).describe('The account\'s leverage for margin and futures trading (section 3 "leverage settings"; fields not shown there).')
})

export const UpdateLeverage401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateLeverage419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateLeverage422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateLeverage429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateLeverage451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateLeverage5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Whether futures hedge mode (separate LONG and SHORT positions per market) is on (settings page general/futures-hedge-mode).
 * @summary Get the futures hedge mode
 */
export const GetFuturesHedgeMode200Response = zod.object({
  "data": zod.object({
  "hedgeMode": zod.boolean()
}).describe('Whether futures hedge mode is on (section 3 "hedge-mode settings"; fields not shown there, `hedgeMode` as in the trade API v4).')
})

export const GetFuturesHedgeMode401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetFuturesHedgeMode429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetFuturesHedgeMode5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Switches futures hedge mode. Assumption: as the trade API v4 `collateral-account/hedge-mode/update`, switching needs no open positions, otherwise a 422.
 * @summary Turn futures hedge mode on or off
 */
export const UpdateFuturesHedgeModeBody = zod.object({
  "hedgeMode": zod.boolean()
}).describe('Whether futures hedge mode is on (section 3 "hedge-mode settings"; fields not shown there, `hedgeMode` as in the trade API v4).')

export const UpdateFuturesHedgeMode200Response = zod.object({
  "data": zod.object({
  "hedgeMode": zod.boolean()
}).describe('Whether futures hedge mode is on (section 3 "hedge-mode settings"; fields not shown there, `hedgeMode` as in the trade API v4).')
})

export const UpdateFuturesHedgeMode401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateFuturesHedgeMode419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateFuturesHedgeMode422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateFuturesHedgeMode429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateFuturesHedgeMode451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateFuturesHedgeMode5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The margin and futures account summary; `includeBonus` counts the user's trading bonuses in. Assumption: the fields follow the trade API v4 `collateral-account/summary`, plus `bonus`.
 * @summary Get the margin account summary
 */
export const getMarginInfoQueryIncludeBonusDefault = false;

export const GetMarginInfoQueryParams = zod.object({
  "includeBonus": zod.boolean().default(getMarginInfoQueryIncludeBonusDefault).describe('Whether to include trading bonuses.')
})

export const getMarginInfo200ResponseDataEquityRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMarginInfo200ResponseDataMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMarginInfo200ResponseDataFreeMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMarginInfo200ResponseDataUnrealizedFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMarginInfo200ResponseDataPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMarginInfo200ResponseDataMarginFractionRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getMarginInfo200ResponseDataBonusRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetMarginInfo200Response = zod.object({
  "data": zod.object({
  "equity": zod.stringFormat('decimal-unsigned', getMarginInfo200ResponseDataEquityRegExp).describe('A DecimalString that is zero or positive.'),
  "margin": zod.stringFormat('decimal-unsigned', getMarginInfo200ResponseDataMarginRegExp).describe('A DecimalString that is zero or positive.'),
  "freeMargin": zod.stringFormat('decimal-unsigned', getMarginInfo200ResponseDataFreeMarginRegExp).describe('A DecimalString that is zero or positive.'),
  "unrealizedFunding": zod.stringFormat('decimal', getMarginInfo200ResponseDataUnrealizedFundingRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "pnl": zod.stringFormat('decimal', getMarginInfo200ResponseDataPnlRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "marginFraction": zod.stringFormat('percent-unsigned', getMarginInfo200ResponseDataMarginFractionRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "bonus": zod.stringFormat('decimal-unsigned', getMarginInfo200ResponseDataBonusRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('The margin and futures account summary. Assumption: modelled on the trade API v4 `collateral-account/summary` (equity, margin, freeMargin, unrealizedFunding, pnl, leverage, marginFraction); `bonus` is present when `includeBonus` is true and counts the user\'s trading bonuses into the equity.')
})

export const GetMarginInfo401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetMarginInfo429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetMarginInfo5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The assets of the margin (collateral) account with their collateral weight and borrow terms. Assumption: the spec names the call only; the fields are invented from the collateral-weight page and the trade API v4 borrow records.
 * @summary List the margin assets
 */
export const listMarginAssets200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listMarginAssets200ResponseDataItemCollateralWeightRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMarginAssets200ResponseDataItemHourlyBorrowRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMarginAssets200ResponseDataItemMaxBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ListMarginAssets200Response = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', listMarginAssets200ResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "collateralWeight": zod.stringFormat('percent-unsigned', listMarginAssets200ResponseDataItemCollateralWeightRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "borrowEnabled": zod.boolean(),
  "hourlyBorrowRate": zod.stringFormat('percent-unsigned', listMarginAssets200ResponseDataItemHourlyBorrowRateRegExp).optional().describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "maxBorrow": zod.stringFormat('decimal-unsigned', listMarginAssets200ResponseDataItemMaxBorrowRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('An asset of the margin (collateral) account. Assumption: the spec names the call only (and the collateral-weight page); the fields are the asset\'s collateral weight in percent, whether it can be borrowed and its hourly borrow rate, as the trade API v4 borrow records and the collateral-weight page suggest.'))
})

export const ListMarginAssets401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListMarginAssets429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListMarginAssets5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Each market's leverage brackets (trading-data page collateral-brackets). Assumption: market data, so guests may load it; the tier fields are invented.
 * @summary List the leverage brackets
 */
export const listLeverageBrackets200ResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const listLeverageBrackets200ResponseDataItemBracketsItemMinPositionValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLeverageBrackets200ResponseDataItemBracketsItemMaxPositionValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listLeverageBrackets200ResponseDataItemBracketsItemMaintenanceMarginRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');



export const ListLeverageBrackets200Response = zod.object({
  "data": zod.array(zod.object({
  "market": zod.stringFormat('market-dash', listLeverageBrackets200ResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "brackets": zod.array(zod.object({
  "tier": zod.int().min(1),
  "minPositionValue": zod.stringFormat('decimal-unsigned', listLeverageBrackets200ResponseDataItemBracketsItemMinPositionValueRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "maxPositionValue": zod.stringFormat('decimal-unsigned', listLeverageBrackets200ResponseDataItemBracketsItemMaxPositionValueRegExp).describe('A DecimalString that is zero or positive.'),
  "maxLeverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "maintenanceMarginRate": zod.stringFormat('percent-unsigned', listLeverageBrackets200ResponseDataItemBracketsItemMaintenanceMarginRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('One tier of a market\'s leverage brackets.')).min(1)
}).describe('A market\'s leverage brackets: the larger the position (in the quote asset), the lower the maximum leverage. Assumption: the spec names the call and the collateral-brackets page only; the tier fields are invented.'))
})

export const ListLeverageBrackets429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListLeverageBrackets5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The user's favourite markets in their order. Loaded only when logged in.
 * @summary List the favourite markets
 */
export const listFavoriteMarkets200ResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const listFavoriteMarkets200ResponseDataItemPriorityMin = 0;



export const ListFavoriteMarkets200Response = zod.object({
  "data": zod.array(zod.object({
  "market": zod.stringFormat('market-dash', listFavoriteMarkets200ResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "priority": zod.int().min(listFavoriteMarkets200ResponseDataItemPriorityMin).describe('Place in the favourites list; lower comes first.')
}).describe('A favourite market (section 3 "Favourite"): the market and its place in the list.'))
})

export const ListFavoriteMarkets401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListFavoriteMarkets429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListFavoriteMarkets5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Saves the whole favourites list after an optimistic add (at the end) or remove (priorities renumbered); on failure the client shows a generic error toast and rolls back. Assumption: the answer is the saved list.
 * @summary Save the favourite markets
 */
export const saveFavoriteMarketsBodyMarketsItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const saveFavoriteMarketsBodyMarketsItemPriorityMin = 0;

export const saveFavoriteMarketsBodyMarketsMax = 500;



export const SaveFavoriteMarketsBody = zod.object({
  "markets": zod.array(zod.object({
  "market": zod.stringFormat('market-dash', saveFavoriteMarketsBodyMarketsItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "priority": zod.int().min(saveFavoriteMarketsBodyMarketsItemPriorityMin).describe('Place in the favourites list; lower comes first.')
}).describe('A favourite market (section 3 "Favourite"): the market and its place in the list.')).max(saveFavoriteMarketsBodyMarketsMax)
}).describe('The whole favourites list after an optimistic add or remove (section 7 body `{markets:[{market,priority}]}`).')

export const saveFavoriteMarkets200ResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const saveFavoriteMarkets200ResponseDataItemPriorityMin = 0;



export const SaveFavoriteMarkets200Response = zod.object({
  "data": zod.array(zod.object({
  "market": zod.stringFormat('market-dash', saveFavoriteMarkets200ResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "priority": zod.int().min(saveFavoriteMarkets200ResponseDataItemPriorityMin).describe('Place in the favourites list; lower comes first.')
}).describe('A favourite market (section 3 "Favourite"): the market and its place in the list.'))
})

export const SaveFavoriteMarkets401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SaveFavoriteMarkets419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SaveFavoriteMarkets422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SaveFavoriteMarkets429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SaveFavoriteMarkets451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SaveFavoriteMarkets5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

