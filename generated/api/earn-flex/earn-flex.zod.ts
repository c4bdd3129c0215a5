/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


/**
 * Every flexible earn plan with its rate entries (rate, bonusEnabled). Guests load it too (/earn page).
 * @summary List the flexible plans
 */
export const listFlexPlans200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listFlexPlans200ResponseDataItemRatesItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listFlexPlans200ResponseDataItemRatesItemFromAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listFlexPlans200ResponseDataItemRatesItemToAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const listFlexPlans200ResponseDataItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listFlexPlans200ResponseDataItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ListFlexPlans200Response = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', listFlexPlans200ResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "rates": zod.array(zod.object({
  "rate": zod.stringFormat('percent-unsigned', listFlexPlans200ResponseDataItemRatesItemRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "bonusEnabled": zod.boolean(),
  "fromAmount": zod.stringFormat('decimal-unsigned', listFlexPlans200ResponseDataItemRatesItemFromAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "toAmount": zod.stringFormat('decimal-unsigned', listFlexPlans200ResponseDataItemRatesItemToAmountRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('A rate entry of a flexible plan (section 3 "Earn": rate, bonusEnabled); `rate` is the APR in percent. Assumption: entries may apply to an amount tier (`fromAmount` up to `toAmount`).')).min(1),
  "minAmount": zod.stringFormat('decimal-unsigned', listFlexPlans200ResponseDataItemMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', listFlexPlans200ResponseDataItemMaxAmountRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('A flexible earn plan of one ticker. Assumption: besides the spec\'s rate entries, the fields (limits, totals) are invented.'))
})

export const ListFlexPlans429Response = zod.object({
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

export const ListFlexPlans5XXResponse = zod.object({
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
 * One flexible plan (page /earn/crypto-lending/create/flex/:slug). A 404, or an error whose `data` names the ticker, makes the app show a fatal 404 page. Assumption: the user's investment is included when logged in and invested.
 * @summary Get a flexible plan
 */
export const getFlexPlanDetailPathTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const GetFlexPlanDetailParams = zod.object({
  "ticker": zod.stringFormat('ticker', getFlexPlanDetailPathTickerRegExp).describe('The plan\'s ticker (the page slug, upper case).')
})

export const getFlexPlanDetail200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getFlexPlanDetail200ResponseDataRatesItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getFlexPlanDetail200ResponseDataRatesItemFromAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getFlexPlanDetail200ResponseDataRatesItemToAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const getFlexPlanDetail200ResponseDataMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getFlexPlanDetail200ResponseDataMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getFlexPlanDetail200ResponseDataTotalInvestedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getFlexPlanDetail200ResponseDataInvestmentTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getFlexPlanDetail200ResponseDataInvestmentAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getFlexPlanDetail200ResponseDataInvestmentEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getFlexPlanDetail200ResponseDataInvestmentLastDayEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getFlexPlanDetail200ResponseDataInvestmentRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getFlexPlanDetail200ResponseDataInvestmentOpenedAtMin = 0;



export const GetFlexPlanDetail200Response = zod.object({
  "data": zod.object({
  "ticker": zod.stringFormat('ticker', getFlexPlanDetail200ResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "rates": zod.array(zod.object({
  "rate": zod.stringFormat('percent-unsigned', getFlexPlanDetail200ResponseDataRatesItemRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "bonusEnabled": zod.boolean(),
  "fromAmount": zod.stringFormat('decimal-unsigned', getFlexPlanDetail200ResponseDataRatesItemFromAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "toAmount": zod.stringFormat('decimal-unsigned', getFlexPlanDetail200ResponseDataRatesItemToAmountRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('A rate entry of a flexible plan (section 3 "Earn": rate, bonusEnabled); `rate` is the APR in percent. Assumption: entries may apply to an amount tier (`fromAmount` up to `toAmount`).')).min(1),
  "minAmount": zod.stringFormat('decimal-unsigned', getFlexPlanDetail200ResponseDataMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', getFlexPlanDetail200ResponseDataMaxAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "totalInvested": zod.stringFormat('decimal-unsigned', getFlexPlanDetail200ResponseDataTotalInvestedRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "investment": zod.object({
  "ticker": zod.stringFormat('ticker', getFlexPlanDetail200ResponseDataInvestmentTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', getFlexPlanDetail200ResponseDataInvestmentAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "earned": zod.stringFormat('decimal-unsigned', getFlexPlanDetail200ResponseDataInvestmentEarnedRegExp).describe('Everything earned so far.'),
  "lastDayEarned": zod.stringFormat('decimal-unsigned', getFlexPlanDetail200ResponseDataInvestmentLastDayEarnedRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', getFlexPlanDetail200ResponseDataInvestmentRateRegExp).optional().describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "autoReinvest": zod.boolean(),
  "openedAt": zod.int().min(getFlexPlanDetail200ResponseDataInvestmentOpenedAtMin).optional().describe('Seconds since the Unix epoch.')
}).optional().describe('The user\'s flexible investment in one ticker. Assumption: the fields are invented from the summary, accrual and auto-reinvest calls.')
}).describe('A flexible plan with the user\'s investment in it when logged in and invested. Assumption: the plan fields of `FlexPlan` plus `investment` and the total invested by everyone.')
})

export const GetFlexPlanDetail404Response = zod.object({
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

export const GetFlexPlanDetail429Response = zod.object({
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

export const GetFlexPlanDetail5XXResponse = zod.object({
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
 * The APR of a flexible plan over time, between `from` and `to`. Assumption: points in time order; guests may load it.
 * @summary List a flexible plan's APR history
 */
export const listFlexPlanAprHistoryPathTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const ListFlexPlanAprHistoryParams = zod.object({
  "ticker": zod.stringFormat('ticker', listFlexPlanAprHistoryPathTickerRegExp).describe('The plan\'s ticker.')
})

export const listFlexPlanAprHistoryQueryFromMin = 0;

export const listFlexPlanAprHistoryQueryToMin = 0;



export const ListFlexPlanAprHistoryQueryParams = zod.object({
  "from": zod.int().min(listFlexPlanAprHistoryQueryFromMin).optional().describe('Start of the period (Unix seconds).'),
  "to": zod.int().min(listFlexPlanAprHistoryQueryToMin).optional().describe('End of the period (Unix seconds).')
})

export const listFlexPlanAprHistory200ResponseDataItemTimeMin = 0;

export const listFlexPlanAprHistory200ResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ListFlexPlanAprHistory200Response = zod.object({
  "data": zod.array(zod.object({
  "time": zod.int().min(listFlexPlanAprHistory200ResponseDataItemTimeMin).describe('Seconds since the Unix epoch.'),
  "rate": zod.stringFormat('percent-unsigned', listFlexPlanAprHistory200ResponseDataItemRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The APR of a plan at one time.'))
})

export const ListFlexPlanAprHistory429Response = zod.object({
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

export const ListFlexPlanAprHistory5XXResponse = zod.object({
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
 * The user's flexible investments, one per ticker (balance tab earn). Assumption: the shape is invented.
 * @summary Get the flexible investments summary
 */
export const getFlexInvestmentsSummary200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getFlexInvestmentsSummary200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getFlexInvestmentsSummary200ResponseDataItemEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getFlexInvestmentsSummary200ResponseDataItemLastDayEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getFlexInvestmentsSummary200ResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getFlexInvestmentsSummary200ResponseDataItemOpenedAtMin = 0;



export const GetFlexInvestmentsSummary200Response = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', getFlexInvestmentsSummary200ResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', getFlexInvestmentsSummary200ResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "earned": zod.stringFormat('decimal-unsigned', getFlexInvestmentsSummary200ResponseDataItemEarnedRegExp).describe('Everything earned so far.'),
  "lastDayEarned": zod.stringFormat('decimal-unsigned', getFlexInvestmentsSummary200ResponseDataItemLastDayEarnedRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', getFlexInvestmentsSummary200ResponseDataItemRateRegExp).optional().describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "autoReinvest": zod.boolean(),
  "openedAt": zod.int().min(getFlexInvestmentsSummary200ResponseDataItemOpenedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('The user\'s flexible investment in one ticker. Assumption: the fields are invented from the summary, accrual and auto-reinvest calls.'))
})

export const GetFlexInvestmentsSummary401Response = zod.object({
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

export const GetFlexInvestmentsSummary429Response = zod.object({
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

export const GetFlexInvestmentsSummary5XXResponse = zod.object({
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
 * The transactions of the user's flexible investments (history page main/investments-flexible), with the investment status (CLOSED=0, ACTIVE=1) and the transaction type (1-6). The active history is refetched 1 s after a redeem. Assumption: filters `status` and `ticker`, offset and limit pagination (default 100).
 * @summary List the flexible investment history
 */
export const listFlexInvestmentHistoryQueryTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listFlexInvestmentHistoryQueryOffsetDefault = 0;
export const listFlexInvestmentHistoryQueryOffsetMin = 0;

export const listFlexInvestmentHistoryQueryLimitDefault = 100;
export const listFlexInvestmentHistoryQueryLimitMax = 100;



export const ListFlexInvestmentHistoryQueryParams = zod.object({
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).optional().describe('Only the transactions of active (1) or closed (0) investments.'),
  "ticker": zod.stringFormat('ticker', listFlexInvestmentHistoryQueryTickerRegExp).optional().describe('Only this ticker.'),
  "offset": zod.int().min(listFlexInvestmentHistoryQueryOffsetMin).default(listFlexInvestmentHistoryQueryOffsetDefault),
  "limit": zod.int().min(1).max(listFlexInvestmentHistoryQueryLimitMax).default(listFlexInvestmentHistoryQueryLimitDefault)
})


export const listFlexInvestmentHistory200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listFlexInvestmentHistory200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listFlexInvestmentHistory200ResponseDataItemTimeMin = 0;


export const listFlexInvestmentHistory200ResponsePaginationLimitMax = 100;

export const listFlexInvestmentHistory200ResponsePaginationOffsetMin = 0;

export const listFlexInvestmentHistory200ResponsePaginationTotalMin = 0;



export const ListFlexInvestmentHistory200Response = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', listFlexInvestmentHistory200ResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "type": zod.enum({
  Invest: 1,
  Reinvest: 2,
  WithdrawFromInvestment: 3,
  DailyEarning: 4,
  CloseInvestment: 5,
  OpenInvestment: 6,
}).describe('Earn transaction types (section 4): 1 invest, 2 reinvest, 3 withdraw from investment, 4 daily earning, 5 close investment, 6 open investment.'),
  "amount": zod.stringFormat('decimal-unsigned', listFlexInvestmentHistory200ResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "time": zod.int().min(listFlexInvestmentHistory200ResponseDataItemTimeMin).describe('Seconds since the Unix epoch.'),
  "planId": zod.int().min(1).optional().describe('The fixed plan, for fixed investments.')
}).describe('One transaction of an investment with the investment\'s status (section 3 status CLOSED=0, ACTIVE=1; section 4 transaction types). Assumption: the history lists transactions, each with the type, amount and time.')),
  "pagination": zod.object({
  "limit": zod.int().min(1).max(listFlexInvestmentHistory200ResponsePaginationLimitMax),
  "offset": zod.int().min(listFlexInvestmentHistory200ResponsePaginationOffsetMin),
  "total": zod.int().min(listFlexInvestmentHistory200ResponsePaginationTotalMin)
}).describe('The pagination block of a web API list: `{ data: [...], pagination: { limit, offset, total } }`.')
})

export const ListFlexInvestmentHistory401Response = zod.object({
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

export const ListFlexInvestmentHistory429Response = zod.object({
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

export const ListFlexInvestmentHistory5XXResponse = zod.object({
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
 * The hourly accruals of the user's flexible investment in one ticker, newest first: pages of 25, at most 720 in all (section 9).
 * @summary List a flexible investment's hourly accruals
 */
export const listFlexHourlyAccrualsPathTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const ListFlexHourlyAccrualsParams = zod.object({
  "ticker": zod.stringFormat('ticker', listFlexHourlyAccrualsPathTickerRegExp).describe('The investment\'s ticker.')
})

export const listFlexHourlyAccrualsQueryOffsetDefault = 0;
export const listFlexHourlyAccrualsQueryOffsetMin = 0;
export const listFlexHourlyAccrualsQueryOffsetMax = 719;

export const listFlexHourlyAccrualsQueryLimitDefault = 25;
export const listFlexHourlyAccrualsQueryLimitMax = 25;



export const ListFlexHourlyAccrualsQueryParams = zod.object({
  "offset": zod.int().min(listFlexHourlyAccrualsQueryOffsetMin).max(listFlexHourlyAccrualsQueryOffsetMax).default(listFlexHourlyAccrualsQueryOffsetDefault).describe('Accruals to skip; offset plus limit never goes past 720.'),
  "limit": zod.int().min(1).max(listFlexHourlyAccrualsQueryLimitMax).default(listFlexHourlyAccrualsQueryLimitDefault).describe('Page size, at most 25.')
})

export const listFlexHourlyAccruals200ResponseDataItemTimeMin = 0;

export const listFlexHourlyAccruals200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listFlexHourlyAccruals200ResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listFlexHourlyAccruals200ResponseDataMax = 25;

export const listFlexHourlyAccruals200ResponsePaginationLimitMax = 25;

export const listFlexHourlyAccruals200ResponsePaginationOffsetMin = 0;
export const listFlexHourlyAccruals200ResponsePaginationOffsetMax = 719;

export const listFlexHourlyAccruals200ResponsePaginationTotalMin = 0;
export const listFlexHourlyAccruals200ResponsePaginationTotalMax = 720;



export const ListFlexHourlyAccruals200Response = zod.object({
  "data": zod.array(zod.object({
  "time": zod.int().min(listFlexHourlyAccruals200ResponseDataItemTimeMin).describe('Seconds since the Unix epoch.'),
  "amount": zod.stringFormat('decimal-unsigned', listFlexHourlyAccruals200ResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', listFlexHourlyAccruals200ResponseDataItemRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('One hourly accrual of a flexible investment. Assumption: time, amount and the APR that applied.')).max(listFlexHourlyAccruals200ResponseDataMax),
  "pagination": zod.object({
  "limit": zod.int().min(1).max(listFlexHourlyAccruals200ResponsePaginationLimitMax),
  "offset": zod.int().min(listFlexHourlyAccruals200ResponsePaginationOffsetMin).max(listFlexHourlyAccruals200ResponsePaginationOffsetMax),
  "total": zod.int().min(listFlexHourlyAccruals200ResponsePaginationTotalMin).max(listFlexHourlyAccruals200ResponsePaginationTotalMax)
}).describe('Pages of at most 25 accruals; at most 720 accruals (30 days) are served in all (section 9).')
})

export const ListFlexHourlyAccruals401Response = zod.object({
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

export const ListFlexHourlyAccruals429Response = zod.object({
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

export const ListFlexHourlyAccruals5XXResponse = zod.object({
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
 * The daily payments of the user's flexible investment in one ticker, newest first. Assumption: no query (not shown by the spec); the last 30 days.
 * @summary List a flexible investment's daily payments
 */
export const listFlexDailyPaymentsPathTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const ListFlexDailyPaymentsParams = zod.object({
  "ticker": zod.stringFormat('ticker', listFlexDailyPaymentsPathTickerRegExp).describe('The investment\'s ticker.')
})

export const listFlexDailyPayments200ResponseDataItemTimeMin = 0;

export const listFlexDailyPayments200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listFlexDailyPayments200ResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ListFlexDailyPayments200Response = zod.object({
  "data": zod.array(zod.object({
  "time": zod.int().min(listFlexDailyPayments200ResponseDataItemTimeMin).describe('Seconds since the Unix epoch.'),
  "amount": zod.stringFormat('decimal-unsigned', listFlexDailyPayments200ResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', listFlexDailyPayments200ResponseDataItemRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('One daily payment of a flexible investment. Assumption: day (Unix seconds of its start), amount and APR.'))
})

export const ListFlexDailyPayments401Response = zod.object({
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

export const ListFlexDailyPayments429Response = zod.object({
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

export const ListFlexDailyPayments5XXResponse = zod.object({
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
 * Whether the daily earnings of a flexible investment are reinvested. Assumption: the body is one boolean and the answer the investment.
 * @summary Turn auto-reinvest on or off
 */
export const updateFlexAutoReinvestPathTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const UpdateFlexAutoReinvestParams = zod.object({
  "ticker": zod.stringFormat('ticker', updateFlexAutoReinvestPathTickerRegExp).describe('The investment\'s ticker.')
})

export const UpdateFlexAutoReinvestBody = zod.object({
  "autoReinvest": zod.boolean()
}).describe('Whether daily earnings are reinvested. Assumption: the spec names the call only; one boolean.')

export const updateFlexAutoReinvest200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const updateFlexAutoReinvest200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const updateFlexAutoReinvest200ResponseDataEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const updateFlexAutoReinvest200ResponseDataLastDayEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const updateFlexAutoReinvest200ResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const updateFlexAutoReinvest200ResponseDataOpenedAtMin = 0;



export const UpdateFlexAutoReinvest200Response = zod.object({
  "data": zod.object({
  "ticker": zod.stringFormat('ticker', updateFlexAutoReinvest200ResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', updateFlexAutoReinvest200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "earned": zod.stringFormat('decimal-unsigned', updateFlexAutoReinvest200ResponseDataEarnedRegExp).describe('Everything earned so far.'),
  "lastDayEarned": zod.stringFormat('decimal-unsigned', updateFlexAutoReinvest200ResponseDataLastDayEarnedRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', updateFlexAutoReinvest200ResponseDataRateRegExp).optional().describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "autoReinvest": zod.boolean(),
  "openedAt": zod.int().min(updateFlexAutoReinvest200ResponseDataOpenedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('The user\'s flexible investment in one ticker. Assumption: the fields are invented from the summary, accrual and auto-reinvest calls.')
})

export const UpdateFlexAutoReinvest401Response = zod.object({
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

export const UpdateFlexAutoReinvest419Response = zod.object({
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

export const UpdateFlexAutoReinvest422Response = zod.object({
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

export const UpdateFlexAutoReinvest429Response = zod.object({
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

export const UpdateFlexAutoReinvest451Response = zod.object({
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

export const UpdateFlexAutoReinvest5XXResponse = zod.object({
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
 * Invests an amount in a flexible plan (page query `amount` and `reinvest`). A 422 carries code 37 NotEnoughBalance or 32 ErrAmount on `amount`. Assumption: the answer is the investment after the deposit.
 * @summary Invest in a flexible plan
 */
export const investFlexPathTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const InvestFlexParams = zod.object({
  "ticker": zod.stringFormat('ticker', investFlexPathTickerRegExp).describe('The plan\'s ticker.')
})

export const investFlexBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const InvestFlexBody = zod.object({
  "amount": zod.stringFormat('decimal-unsigned', investFlexBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "autoReinvest": zod.boolean().optional()
}).describe('An amount to invest (page query `amount`, `reinvest`). Assumption: `autoReinvest` sets the setting with the investment.')

export const investFlex200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const investFlex200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const investFlex200ResponseDataEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const investFlex200ResponseDataLastDayEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const investFlex200ResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const investFlex200ResponseDataOpenedAtMin = 0;



export const InvestFlex200Response = zod.object({
  "data": zod.object({
  "ticker": zod.stringFormat('ticker', investFlex200ResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', investFlex200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "earned": zod.stringFormat('decimal-unsigned', investFlex200ResponseDataEarnedRegExp).describe('Everything earned so far.'),
  "lastDayEarned": zod.stringFormat('decimal-unsigned', investFlex200ResponseDataLastDayEarnedRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', investFlex200ResponseDataRateRegExp).optional().describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "autoReinvest": zod.boolean(),
  "openedAt": zod.int().min(investFlex200ResponseDataOpenedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('The user\'s flexible investment in one ticker. Assumption: the fields are invented from the summary, accrual and auto-reinvest calls.')
})

export const InvestFlex401Response = zod.object({
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

export const InvestFlex419Response = zod.object({
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

export const InvestFlex422Response = zod.object({
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

export const InvestFlex429Response = zod.object({
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

export const InvestFlex451Response = zod.object({
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

export const InvestFlex5XXResponse = zod.object({
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
 * Redeems an amount of a flexible investment. Its 422 carries field errors `amount` or `minAmountLeft` (what remains would be below the plan minimum), which the form shows without a toast. The active history is refetched 1 s after success. Assumption: the answer is the investment after the redeem.
 * @summary Redeem from a flexible investment
 */
export const withdrawFlexInvestmentPathTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const WithdrawFlexInvestmentParams = zod.object({
  "ticker": zod.stringFormat('ticker', withdrawFlexInvestmentPathTickerRegExp).describe('The investment\'s ticker.')
})

export const withdrawFlexInvestmentBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const WithdrawFlexInvestmentBody = zod.object({
  "amount": zod.stringFormat('decimal-unsigned', withdrawFlexInvestmentBodyAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('An amount to redeem from a flexible investment. Its 422 carries field errors `amount` or `minAmountLeft` (the rest would be below the plan minimum), shown on the form without a toast.')

export const withdrawFlexInvestment200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const withdrawFlexInvestment200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawFlexInvestment200ResponseDataEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawFlexInvestment200ResponseDataLastDayEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawFlexInvestment200ResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawFlexInvestment200ResponseDataOpenedAtMin = 0;



export const WithdrawFlexInvestment200Response = zod.object({
  "data": zod.object({
  "ticker": zod.stringFormat('ticker', withdrawFlexInvestment200ResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', withdrawFlexInvestment200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "earned": zod.stringFormat('decimal-unsigned', withdrawFlexInvestment200ResponseDataEarnedRegExp).describe('Everything earned so far.'),
  "lastDayEarned": zod.stringFormat('decimal-unsigned', withdrawFlexInvestment200ResponseDataLastDayEarnedRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', withdrawFlexInvestment200ResponseDataRateRegExp).optional().describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "autoReinvest": zod.boolean(),
  "openedAt": zod.int().min(withdrawFlexInvestment200ResponseDataOpenedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('The user\'s flexible investment in one ticker. Assumption: the fields are invented from the summary, accrual and auto-reinvest calls.')
})

export const WithdrawFlexInvestment401Response = zod.object({
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

export const WithdrawFlexInvestment419Response = zod.object({
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

export const WithdrawFlexInvestment422Response = zod.object({
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

export const WithdrawFlexInvestment429Response = zod.object({
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

export const WithdrawFlexInvestment451Response = zod.object({
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

export const WithdrawFlexInvestment5XXResponse = zod.object({
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
 * Closes the flexible investment in one ticker and returns everything to the main balance; the history is invalidated 1 s after success. Assumption: no body; the answer is the closed investment (status 0).
 * @summary Close a flexible investment
 */
export const closeFlexInvestmentPathTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const CloseFlexInvestmentParams = zod.object({
  "ticker": zod.stringFormat('ticker', closeFlexInvestmentPathTickerRegExp).describe('The investment\'s ticker.')
})

export const closeFlexInvestment200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const closeFlexInvestment200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closeFlexInvestment200ResponseDataEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closeFlexInvestment200ResponseDataLastDayEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closeFlexInvestment200ResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const closeFlexInvestment200ResponseDataOpenedAtMin = 0;



export const CloseFlexInvestment200Response = zod.object({
  "data": zod.object({
  "ticker": zod.stringFormat('ticker', closeFlexInvestment200ResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', closeFlexInvestment200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "earned": zod.stringFormat('decimal-unsigned', closeFlexInvestment200ResponseDataEarnedRegExp).describe('Everything earned so far.'),
  "lastDayEarned": zod.stringFormat('decimal-unsigned', closeFlexInvestment200ResponseDataLastDayEarnedRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', closeFlexInvestment200ResponseDataRateRegExp).optional().describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "autoReinvest": zod.boolean(),
  "openedAt": zod.int().min(closeFlexInvestment200ResponseDataOpenedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('The user\'s flexible investment in one ticker. Assumption: the fields are invented from the summary, accrual and auto-reinvest calls.')
})

export const CloseFlexInvestment401Response = zod.object({
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

export const CloseFlexInvestment419Response = zod.object({
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

export const CloseFlexInvestment422Response = zod.object({
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

export const CloseFlexInvestment429Response = zod.object({
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

export const CloseFlexInvestment451Response = zod.object({
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

export const CloseFlexInvestment5XXResponse = zod.object({
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

