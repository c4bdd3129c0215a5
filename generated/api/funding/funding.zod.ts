/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


/**
 * The futures funding discount that holding WBT gives at one level. Assumption: the spec does not say what `{x}` is; it is read as the WBT holding level (benefits.holdingLevel), and guests may load it (the /wbt page).
 * @summary Get the funding discount of a WBT holding level
 */
export const getWbtHoldingFundingDiscountPathLevelMin = 0;
export const getWbtHoldingFundingDiscountPathLevelMax = 10;



export const GetWbtHoldingFundingDiscountParams = zod.object({
  "level": zod.int().min(getWbtHoldingFundingDiscountPathLevelMin).max(getWbtHoldingFundingDiscountPathLevelMax).describe('The WBT holding level.')
})

export const getWbtHoldingFundingDiscount200ResponseDataLevelMin = 0;
export const getWbtHoldingFundingDiscount200ResponseDataLevelMax = 10;

export const getWbtHoldingFundingDiscount200ResponseDataDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetWbtHoldingFundingDiscount200Response = zod.object({
  "data": zod.object({
  "level": zod.int().min(getWbtHoldingFundingDiscount200ResponseDataLevelMin).max(getWbtHoldingFundingDiscount200ResponseDataLevelMax),
  "discount": zod.stringFormat('percent-unsigned', getWbtHoldingFundingDiscount200ResponseDataDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The funding discount of a WBT holding level (user benefits `holding.fundingDiscount`). Assumption: the path\'s `{x}` is read as the holding level.')
})

export const GetWbtHoldingFundingDiscount429Response = zod.object({
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

export const GetWbtHoldingFundingDiscount5XXResponse = zod.object({
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
 * The user's current futures funding discount from holding WBT. Assumption: the fields are invented from the user benefits.
 * @summary Get the user's funding discount
 */
export const getUserFundingDiscount200ResponseDataHoldingLevelMin = 0;
export const getUserFundingDiscount200ResponseDataHoldingLevelMax = 10;

export const getUserFundingDiscount200ResponseDataDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getUserFundingDiscount200ResponseDataHoldRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetUserFundingDiscount200Response = zod.object({
  "data": zod.object({
  "holdingLevel": zod.int().min(getUserFundingDiscount200ResponseDataHoldingLevelMin).max(getUserFundingDiscount200ResponseDataHoldingLevelMax),
  "discount": zod.stringFormat('percent-unsigned', getUserFundingDiscount200ResponseDataDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "hold": zod.stringFormat('decimal-unsigned', getUserFundingDiscount200ResponseDataHoldRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The user\'s current funding discount from holding WBT. Assumption: the fields are modelled on the user benefits (`holdingLevel`, `holding.fundingDiscount`) plus the held amount.')
})

export const GetUserFundingDiscount401Response = zod.object({
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

export const GetUserFundingDiscount429Response = zod.object({
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

export const GetUserFundingDiscount5XXResponse = zod.object({
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
 * When the next funding of a perpetual market happens. Assumption: `{m}` is the market in the web form; the answer is invented.
 * @summary Get the next funding time
 */
export const getNextFundingTimePathMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const GetNextFundingTimeParams = zod.object({
  "market": zod.stringFormat('market-dash', getNextFundingTimePathMarketRegExp).describe('A perpetual market, e.g. BTC-PERP.')
})

export const getNextFundingTime200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getNextFundingTime200ResponseDataNextFundingTimeMin = 0;



export const GetNextFundingTime200Response = zod.object({
  "data": zod.object({
  "market": zod.stringFormat('market-dash', getNextFundingTime200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "nextFundingTime": zod.int().min(getNextFundingTime200ResponseDataNextFundingTimeMin).describe('Seconds since the Unix epoch.')
}).describe('Assumption: when the next funding payment of a perpetual market happens.')
})

export const GetNextFundingTime429Response = zod.object({
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

export const GetNextFundingTime5XXResponse = zod.object({
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
 * The current funding rate of a perpetual market, in percent per funding period. Assumption: `{m}` is the market; the answer is modelled on the public API v4 futures data.
 * @summary Get the funding rate
 */
export const getFundingRatePathMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const GetFundingRateParams = zod.object({
  "market": zod.stringFormat('market-dash', getFundingRatePathMarketRegExp).describe('A perpetual market, e.g. BTC-PERP.')
})

export const getFundingRate200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getFundingRate200ResponseDataRateRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getFundingRate200ResponseDataIntervalHoursMax = 24;



export const GetFundingRate200Response = zod.object({
  "data": zod.object({
  "market": zod.stringFormat('market-dash', getFundingRate200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "rate": zod.stringFormat('percent', getFundingRate200ResponseDataRateRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "intervalHours": zod.int().min(1).max(getFundingRate200ResponseDataIntervalHoursMax).optional()
}).describe('The current (predicted) funding rate of a perpetual market in percent per funding period; positive means longs pay shorts. Assumption: modelled on the public API v4 `futures` item (`funding_rate`, `next_funding_rate_timestamp`).')
})

export const GetFundingRate429Response = zod.object({
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

export const GetFundingRate5XXResponse = zod.object({
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
 * The open interest of a perpetual market. Assumption: `{m}` is the market; the answer is modelled on the public API v4 futures data.
 * @summary Get the open interest
 */
export const getOpenInterestPathMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const GetOpenInterestParams = zod.object({
  "market": zod.stringFormat('market-dash', getOpenInterestPathMarketRegExp).describe('A perpetual market, e.g. BTC-PERP.')
})

export const getOpenInterest200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getOpenInterest200ResponseDataOpenInterestRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getOpenInterest200ResponseDataOpenInterestValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetOpenInterest200Response = zod.object({
  "data": zod.object({
  "market": zod.stringFormat('market-dash', getOpenInterest200ResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "openInterest": zod.stringFormat('decimal-unsigned', getOpenInterest200ResponseDataOpenInterestRegExp).describe('A DecimalString that is zero or positive.'),
  "openInterestValue": zod.stringFormat('decimal-unsigned', getOpenInterest200ResponseDataOpenInterestValueRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('Open interest of a perpetual market: the size of all open positions in the base asset and its value in the quote asset. Assumption: modelled on the public API v4 `futures` item (`open_interest`).')
})

export const GetOpenInterest429Response = zod.object({
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

export const GetOpenInterest5XXResponse = zod.object({
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
 * Past fundings of a perpetual market, newest first (page /funding-history/:pair). Assumption: `{m}` is the market; the items are modelled on the public API v4 funding history, paginated with offset and limit (default 100).
 * @summary List a market's funding history
 */
export const listFundingHistoryPathMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const ListFundingHistoryParams = zod.object({
  "market": zod.stringFormat('market-dash', listFundingHistoryPathMarketRegExp).describe('A perpetual market, e.g. BTC-PERP.')
})

export const listFundingHistoryQueryOffsetDefault = 0;
export const listFundingHistoryQueryOffsetMin = 0;

export const listFundingHistoryQueryLimitDefault = 100;
export const listFundingHistoryQueryLimitMax = 100;



export const ListFundingHistoryQueryParams = zod.object({
  "offset": zod.int().min(listFundingHistoryQueryOffsetMin).default(listFundingHistoryQueryOffsetDefault),
  "limit": zod.int().min(1).max(listFundingHistoryQueryLimitMax).default(listFundingHistoryQueryLimitDefault)
})

export const listFundingHistory200ResponseDataItemFundingTimeMin = 0;

export const listFundingHistory200ResponseDataItemRateRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listFundingHistory200ResponseDataItemMarkPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listFundingHistory200ResponsePaginationLimitMax = 100;

export const listFundingHistory200ResponsePaginationOffsetMin = 0;

export const listFundingHistory200ResponsePaginationTotalMin = 0;



export const ListFundingHistory200Response = zod.object({
  "data": zod.array(zod.object({
  "fundingTime": zod.int().min(listFundingHistory200ResponseDataItemFundingTimeMin).describe('Seconds since the Unix epoch.'),
  "rate": zod.stringFormat('percent', listFundingHistory200ResponseDataItemRateRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "markPrice": zod.stringFormat('decimal-unsigned', listFundingHistory200ResponseDataItemMarkPriceRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('One past funding of a perpetual market. Assumption: modelled on the public API v4 `funding-history/{market}` records (funding time, rate, mark price).')),
  "pagination": zod.object({
  "limit": zod.int().min(1).max(listFundingHistory200ResponsePaginationLimitMax),
  "offset": zod.int().min(listFundingHistory200ResponsePaginationOffsetMin),
  "total": zod.int().min(listFundingHistory200ResponsePaginationTotalMin)
}).describe('The pagination block of a web API list: `{ data: [...], pagination: { limit, offset, total } }`.')
})

export const ListFundingHistory429Response = zod.object({
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

export const ListFundingHistory5XXResponse = zod.object({
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
 * The funding the user paid or received on a perpetual market, newest first (history page collateral/funding). Assumption: `{m}` is the market; the items are invented, paginated with offset and limit (default 100).
 * @summary List the user's funding payments
 */
export const listUserFundingHistoryPathMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const ListUserFundingHistoryParams = zod.object({
  "market": zod.stringFormat('market-dash', listUserFundingHistoryPathMarketRegExp).describe('A perpetual market, e.g. BTC-PERP.')
})

export const listUserFundingHistoryQueryOffsetDefault = 0;
export const listUserFundingHistoryQueryOffsetMin = 0;

export const listUserFundingHistoryQueryLimitDefault = 100;
export const listUserFundingHistoryQueryLimitMax = 100;



export const ListUserFundingHistoryQueryParams = zod.object({
  "offset": zod.int().min(listUserFundingHistoryQueryOffsetMin).default(listUserFundingHistoryQueryOffsetDefault),
  "limit": zod.int().min(1).max(listUserFundingHistoryQueryLimitMax).default(listUserFundingHistoryQueryLimitDefault)
})

export const listUserFundingHistory200ResponseDataItemTimeMin = 0;

export const listUserFundingHistory200ResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const listUserFundingHistory200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listUserFundingHistory200ResponseDataItemAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listUserFundingHistory200ResponseDataItemRateRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listUserFundingHistory200ResponseDataItemPositionAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listUserFundingHistory200ResponseDataItemDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listUserFundingHistory200ResponsePaginationLimitMax = 100;

export const listUserFundingHistory200ResponsePaginationOffsetMin = 0;

export const listUserFundingHistory200ResponsePaginationTotalMin = 0;



export const ListUserFundingHistory200Response = zod.object({
  "data": zod.array(zod.object({
  "time": zod.int().min(listUserFundingHistory200ResponseDataItemTimeMin).describe('Seconds since the Unix epoch.'),
  "market": zod.stringFormat('market-dash', listUserFundingHistory200ResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "ticker": zod.stringFormat('ticker', listUserFundingHistory200ResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal', listUserFundingHistory200ResponseDataItemAmountRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "rate": zod.stringFormat('percent', listUserFundingHistory200ResponseDataItemRateRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "positionAmount": zod.stringFormat('decimal', listUserFundingHistory200ResponseDataItemPositionAmountRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "discount": zod.stringFormat('percent-unsigned', listUserFundingHistory200ResponseDataItemDiscountRegExp).optional().describe('The funding discount the user had (WBT holding), in percent.')
}).describe('One funding payment of the user\'s position (history page collateral/funding). Assumption: the fields are invented; `amount` is negative when the user paid and positive when the user received.')),
  "pagination": zod.object({
  "limit": zod.int().min(1).max(listUserFundingHistory200ResponsePaginationLimitMax),
  "offset": zod.int().min(listUserFundingHistory200ResponsePaginationOffsetMin),
  "total": zod.int().min(listUserFundingHistory200ResponsePaginationTotalMin)
}).describe('The pagination block of a web API list: `{ data: [...], pagination: { limit, offset, total } }`.')
})

export const ListUserFundingHistory401Response = zod.object({
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

export const ListUserFundingHistory429Response = zod.object({
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

export const ListUserFundingHistory5XXResponse = zod.object({
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

