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

