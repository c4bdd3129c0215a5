/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


/**
 * Creates a grid bot on a spot, margin or futures market. Assumption: the spec names the call only; the body mirrors the forecast query and the answer is the new bot.
 * @summary Create a grid bot
 */
export const createGridBotBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const createGridBotBodySmartGridDefault = false;
export const createGridBotBodyLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBotBodyUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBotBodyGridCountMin = 2;
export const createGridBotBodyGridCountMax = 200;

export const createGridBotBodyInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const CreateGridBotBody = zod.object({
  "market": zod.stringFormat('market-dash', createGridBotBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "marketType": zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
}).describe('Market type (section 4): 0 = Spot, 1 = Margin, 2 = Futures.'),
  "smartGrid": zod.boolean().default(createGridBotBodySmartGridDefault),
  "lowerPrice": zod.stringFormat('decimal-unsigned', createGridBotBodyLowerPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "upperPrice": zod.stringFormat('decimal-unsigned', createGridBotBodyUpperPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "gridCount": zod.int().min(createGridBotBodyGridCountMin).max(createGridBotBodyGridCountMax),
  "investment": zod.stringFormat('decimal-unsigned', createGridBotBodyInvestmentRegExp).describe('A DecimalString that is zero or positive.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).optional().describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).')
}).describe('A new grid bot. Assumption: the spec names the call only; the fields mirror the forecast query and `GridBot` (`leverage` for margin and futures bots only).')

export const createGridBot200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const createGridBot200ResponseDataLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBot200ResponseDataUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBot200ResponseDataGridCountMin = 2;
export const createGridBot200ResponseDataGridCountMax = 200;

export const createGridBot200ResponseDataInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBot200ResponseDataProfitRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBot200ResponseDataCreatedAtMin = 0;



export const CreateGridBot200Response = zod.object({
  "data": zod.object({
  "extGridId": zod.uuid().describe('The bot\'s external id, as the list, orders and delete calls take it.'),
  "market": zod.stringFormat('market-dash', createGridBot200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "marketType": zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
}).describe('Market type (section 4): 0 = Spot, 1 = Margin, 2 = Futures.'),
  "smartGrid": zod.boolean().describe('Whether the bot was created with the smart (suggested) settings.'),
  "lowerPrice": zod.stringFormat('decimal-unsigned', createGridBot200ResponseDataLowerPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "upperPrice": zod.stringFormat('decimal-unsigned', createGridBot200ResponseDataUpperPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "gridCount": zod.int().min(createGridBot200ResponseDataGridCountMin).max(createGridBot200ResponseDataGridCountMax),
  "investment": zod.stringFormat('decimal-unsigned', createGridBot200ResponseDataInvestmentRegExp).describe('The amount put into the bot, in the quote asset.'),
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
  "profit": zod.stringFormat('decimal', createGridBot200ResponseDataProfitRegExp).describe('Realised grid profit so far, in the quote asset.'),
  "status": zod.enum(['active', 'stopped', 'completed']).describe('Assumption: state of a grid bot; the spec shows no states.'),
  "createdAt": zod.int().min(createGridBot200ResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A grid bot: buy and sell limit orders spread between a lower and an upper price on one market. Assumption: the spec gives `extGridId`, `smartGrid`, `market` and `marketType` only (as query fields); the other fields are invented.')
})

export const CreateGridBot401Response = zod.object({
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

export const CreateGridBot419Response = zod.object({
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

export const CreateGridBot422Response = zod.object({
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

export const CreateGridBot429Response = zod.object({
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

export const CreateGridBot451Response = zod.object({
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

export const CreateGridBot5XXResponse = zod.object({
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
 * The orders a grid bot with the given settings would place and its profit per grid step, shown before it is created. Assumption: the spec names the call only; the query fields are those of the create body.
 * @summary Forecast a grid bot's orders
 */
export const getGridOrdersForecastQueryMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getGridOrdersForecastQueryLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGridOrdersForecastQueryUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGridOrdersForecastQueryGridCountMin = 2;
export const getGridOrdersForecastQueryGridCountMax = 200;

export const getGridOrdersForecastQueryInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetGridOrdersForecastQueryParams = zod.object({
  "market": zod.stringFormat('market-dash', getGridOrdersForecastQueryMarketRegExp).describe('The market.'),
  "marketType": zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
}).describe('0 spot, 1 margin, 2 futures.'),
  "lowerPrice": zod.stringFormat('decimal-unsigned', getGridOrdersForecastQueryLowerPriceRegExp).describe('Lowest grid price.'),
  "upperPrice": zod.stringFormat('decimal-unsigned', getGridOrdersForecastQueryUpperPriceRegExp).describe('Highest grid price.'),
  "gridCount": zod.int().min(getGridOrdersForecastQueryGridCountMin).max(getGridOrdersForecastQueryGridCountMax).describe('Number of grid lines.'),
  "investment": zod.stringFormat('decimal-unsigned', getGridOrdersForecastQueryInvestmentRegExp).describe('Amount to invest, in the quote asset.')
})

export const getGridOrdersForecast200ResponseDataOrdersItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGridOrdersForecast200ResponseDataOrdersItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGridOrdersForecast200ResponseDataOrdersMax = 200;

export const getGridOrdersForecast200ResponseDataProfitPerGridMinRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGridOrdersForecast200ResponseDataProfitPerGridMaxRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetGridOrdersForecast200Response = zod.object({
  "data": zod.object({
  "orders": zod.array(zod.object({
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "price": zod.stringFormat('decimal-unsigned', getGridOrdersForecast200ResponseDataOrdersItemPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "amount": zod.stringFormat('decimal-unsigned', getGridOrdersForecast200ResponseDataOrdersItemAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('One order the bot would place.')).max(getGridOrdersForecast200ResponseDataOrdersMax),
  "profitPerGridMin": zod.stringFormat('percent-unsigned', getGridOrdersForecast200ResponseDataProfitPerGridMinRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "profitPerGridMax": zod.stringFormat('percent-unsigned', getGridOrdersForecast200ResponseDataProfitPerGridMaxRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The orders a grid bot with these settings would place and its profit per grid step. Assumption: the spec names the call only; the fields are invented.')
})

export const GetGridOrdersForecast401Response = zod.object({
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

export const GetGridOrdersForecast429Response = zod.object({
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

export const GetGridOrdersForecast5XXResponse = zod.object({
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
 * The user's grid bots, optionally of one market and market type.
 * @summary List the grid bots
 */
export const listGridBotsQueryMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const ListGridBotsQueryParams = zod.object({
  "market": zod.stringFormat('market-dash', listGridBotsQueryMarketRegExp).optional().describe('Only the bots of this market.'),
  "marketType": zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
}).optional().describe('Only the bots of this market type (0 spot, 1 margin, 2 futures).')
})

export const listGridBots200ResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const listGridBots200ResponseDataItemLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBots200ResponseDataItemUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBots200ResponseDataItemGridCountMin = 2;
export const listGridBots200ResponseDataItemGridCountMax = 200;

export const listGridBots200ResponseDataItemInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBots200ResponseDataItemProfitRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBots200ResponseDataItemCreatedAtMin = 0;



export const ListGridBots200Response = zod.object({
  "data": zod.array(zod.object({
  "extGridId": zod.uuid().describe('The bot\'s external id, as the list, orders and delete calls take it.'),
  "market": zod.stringFormat('market-dash', listGridBots200ResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "marketType": zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
}).describe('Market type (section 4): 0 = Spot, 1 = Margin, 2 = Futures.'),
  "smartGrid": zod.boolean().describe('Whether the bot was created with the smart (suggested) settings.'),
  "lowerPrice": zod.stringFormat('decimal-unsigned', listGridBots200ResponseDataItemLowerPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "upperPrice": zod.stringFormat('decimal-unsigned', listGridBots200ResponseDataItemUpperPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "gridCount": zod.int().min(listGridBots200ResponseDataItemGridCountMin).max(listGridBots200ResponseDataItemGridCountMax),
  "investment": zod.stringFormat('decimal-unsigned', listGridBots200ResponseDataItemInvestmentRegExp).describe('The amount put into the bot, in the quote asset.'),
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
  "profit": zod.stringFormat('decimal', listGridBots200ResponseDataItemProfitRegExp).describe('Realised grid profit so far, in the quote asset.'),
  "status": zod.enum(['active', 'stopped', 'completed']).describe('Assumption: state of a grid bot; the spec shows no states.'),
  "createdAt": zod.int().min(listGridBots200ResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A grid bot: buy and sell limit orders spread between a lower and an upper price on one market. Assumption: the spec gives `extGridId`, `smartGrid`, `market` and `marketType` only (as query fields); the other fields are invented.'))
})

export const ListGridBots401Response = zod.object({
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

export const ListGridBots429Response = zod.object({
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

export const ListGridBots5XXResponse = zod.object({
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
 * Stops a grid bot and cancels its orders. Assumption: the answer names the deleted bot.
 * @summary Stop and delete a grid bot
 */
export const deleteGridBotQueryMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const DeleteGridBotQueryParams = zod.object({
  "extGridId": zod.uuid().describe('The bot\'s external id.'),
  "smartGrid": zod.boolean().describe('Whether the bot is a smart grid.'),
  "market": zod.stringFormat('market-dash', deleteGridBotQueryMarketRegExp).describe('The bot\'s market.'),
  "marketType": zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
}).describe('The bot\'s market type (0 spot, 1 margin, 2 futures).')
})

export const DeleteGridBot200Response = zod.object({
  "data": zod.object({
  "extGridId": zod.uuid()
}).describe('Assumption: the id of the stopped and deleted bot.')
})

export const DeleteGridBot401Response = zod.object({
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

export const DeleteGridBot419Response = zod.object({
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

export const DeleteGridBot422Response = zod.object({
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

export const DeleteGridBot429Response = zod.object({
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

export const DeleteGridBot451Response = zod.object({
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

export const DeleteGridBot5XXResponse = zod.object({
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
 * The open orders of one grid bot. Assumption: each is an ordinary web API order.
 * @summary List a grid bot's orders
 */
export const ListGridBotOrdersQueryParams = zod.object({
  "extGridId": zod.uuid().describe('The bot\'s external id.')
})


export const listGridBotOrders200ResponseDataItemClientOrderIdMax = 64;

export const listGridBotOrders200ResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const listGridBotOrders200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBotOrders200ResponseDataItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBotOrders200ResponseDataItemActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBotOrders200ResponseDataItemLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBotOrders200ResponseDataItemDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBotOrders200ResponseDataItemDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBotOrders200ResponseDataItemDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBotOrders200ResponseDataItemTimestampMin = 0;



export const ListGridBotOrders200Response = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(listGridBotOrders200ResponseDataItemClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', listGridBotOrders200ResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
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
  "amount": zod.stringFormat('decimal-unsigned', listGridBotOrders200ResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', listGridBotOrders200ResponseDataItemPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', listGridBotOrders200ResponseDataItemActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', listGridBotOrders200ResponseDataItemLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', listGridBotOrders200ResponseDataItemDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', listGridBotOrders200ResponseDataItemDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', listGridBotOrders200ResponseDataItemDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
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
  "timestamp": zod.int().min(listGridBotOrders200ResponseDataItemTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.'))
}).describe('Assumption: the bot\'s orders are ordinary `Order` objects of the web API.')

export const ListGridBotOrders401Response = zod.object({
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

export const ListGridBotOrders429Response = zod.object({
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

export const ListGridBotOrders5XXResponse = zod.object({
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

