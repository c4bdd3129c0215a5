/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


/**
 * Every balance kind per ticker (balance page tab total); fetching it marks every kind as fetched. Loaded only when logged in. Assumption: a list of per-ticker entries.
 * @summary List the balances
 */
export const listBalances200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listBalances200ResponseDataItemTotalDefault = `0`;
export const listBalances200ResponseDataItemTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalances200ResponseDataItemMainDefault = `0`;
export const listBalances200ResponseDataItemMainRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalances200ResponseDataItemSpotDefault = `0`;
export const listBalances200ResponseDataItemSpotRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalances200ResponseDataItemMarginDefault = `0`;
export const listBalances200ResponseDataItemMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalances200ResponseDataItemStakingDefault = `0`;
export const listBalances200ResponseDataItemStakingRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalances200ResponseDataItemSpotInOrdersDefault = `0`;
export const listBalances200ResponseDataItemSpotInOrdersRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalances200ResponseDataItemSpotAvailableDefault = `0`;
export const listBalances200ResponseDataItemSpotAvailableRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalances200ResponseDataItemWithBorrowDefault = `0`;
export const listBalances200ResponseDataItemWithBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalances200ResponseDataItemWithoutBorrowDefault = `0`;
export const listBalances200ResponseDataItemWithoutBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalances200ResponseDataItemBorrowDefault = `0`;
export const listBalances200ResponseDataItemBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalances200ResponseDataItemHoldDefault = `0`;
export const listBalances200ResponseDataItemHoldRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ListBalances200Response = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', listBalances200ResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "total": zod.stringFormat('decimal-unsigned', listBalances200ResponseDataItemTotalRegExp).default(listBalances200ResponseDataItemTotalDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "main": zod.stringFormat('decimal-unsigned', listBalances200ResponseDataItemMainRegExp).default(listBalances200ResponseDataItemMainDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "spot": zod.stringFormat('decimal-unsigned', listBalances200ResponseDataItemSpotRegExp).default(listBalances200ResponseDataItemSpotDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "margin": zod.stringFormat('decimal-unsigned', listBalances200ResponseDataItemMarginRegExp).default(listBalances200ResponseDataItemMarginDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "staking": zod.stringFormat('decimal-unsigned', listBalances200ResponseDataItemStakingRegExp).default(listBalances200ResponseDataItemStakingDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "spotInOrders": zod.stringFormat('decimal-unsigned', listBalances200ResponseDataItemSpotInOrdersRegExp).default(listBalances200ResponseDataItemSpotInOrdersDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "spotAvailable": zod.stringFormat('decimal-unsigned', listBalances200ResponseDataItemSpotAvailableRegExp).default(listBalances200ResponseDataItemSpotAvailableDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "withBorrow": zod.stringFormat('decimal-unsigned', listBalances200ResponseDataItemWithBorrowRegExp).default(listBalances200ResponseDataItemWithBorrowDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "withoutBorrow": zod.stringFormat('decimal-unsigned', listBalances200ResponseDataItemWithoutBorrowRegExp).default(listBalances200ResponseDataItemWithoutBorrowDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "borrow": zod.stringFormat('decimal-unsigned', listBalances200ResponseDataItemBorrowRegExp).default(listBalances200ResponseDataItemBorrowDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "hold": zod.stringFormat('decimal-unsigned', listBalances200ResponseDataItemHoldRegExp).default(listBalances200ResponseDataItemHoldDefault).describe('An amount of a balance; "0" when the server leaves it out.')
}).describe('The balance of one ticker (section 3 "Balance per ticker"): decimal strings, "0" when absent. Assumption: the web API answers with a list whose entries carry their ticker, and a kind\'s call (GET /v2/balances/{type}) may leave out the other kinds\' fields.'))
})

export const ListBalances401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListBalances429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListBalances5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The balances of one kind (main, spot, margin or staking) per ticker; each kind has its own loading flag. Assumption: the entries carry the kind's own fields and may leave out the others ("0").
 * @summary List the balances of one kind
 */
export const ListBalancesByTypeParams = zod.object({
  "type": zod.enum(['main', 'spot', 'margin', 'staking']).describe('The balance kind.')
})

export const listBalancesByType200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listBalancesByType200ResponseDataItemTotalDefault = `0`;
export const listBalancesByType200ResponseDataItemTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalancesByType200ResponseDataItemMainDefault = `0`;
export const listBalancesByType200ResponseDataItemMainRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalancesByType200ResponseDataItemSpotDefault = `0`;
export const listBalancesByType200ResponseDataItemSpotRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalancesByType200ResponseDataItemMarginDefault = `0`;
export const listBalancesByType200ResponseDataItemMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalancesByType200ResponseDataItemStakingDefault = `0`;
export const listBalancesByType200ResponseDataItemStakingRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalancesByType200ResponseDataItemSpotInOrdersDefault = `0`;
export const listBalancesByType200ResponseDataItemSpotInOrdersRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalancesByType200ResponseDataItemSpotAvailableDefault = `0`;
export const listBalancesByType200ResponseDataItemSpotAvailableRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalancesByType200ResponseDataItemWithBorrowDefault = `0`;
export const listBalancesByType200ResponseDataItemWithBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalancesByType200ResponseDataItemWithoutBorrowDefault = `0`;
export const listBalancesByType200ResponseDataItemWithoutBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalancesByType200ResponseDataItemBorrowDefault = `0`;
export const listBalancesByType200ResponseDataItemBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBalancesByType200ResponseDataItemHoldDefault = `0`;
export const listBalancesByType200ResponseDataItemHoldRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ListBalancesByType200Response = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', listBalancesByType200ResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "total": zod.stringFormat('decimal-unsigned', listBalancesByType200ResponseDataItemTotalRegExp).default(listBalancesByType200ResponseDataItemTotalDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "main": zod.stringFormat('decimal-unsigned', listBalancesByType200ResponseDataItemMainRegExp).default(listBalancesByType200ResponseDataItemMainDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "spot": zod.stringFormat('decimal-unsigned', listBalancesByType200ResponseDataItemSpotRegExp).default(listBalancesByType200ResponseDataItemSpotDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "margin": zod.stringFormat('decimal-unsigned', listBalancesByType200ResponseDataItemMarginRegExp).default(listBalancesByType200ResponseDataItemMarginDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "staking": zod.stringFormat('decimal-unsigned', listBalancesByType200ResponseDataItemStakingRegExp).default(listBalancesByType200ResponseDataItemStakingDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "spotInOrders": zod.stringFormat('decimal-unsigned', listBalancesByType200ResponseDataItemSpotInOrdersRegExp).default(listBalancesByType200ResponseDataItemSpotInOrdersDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "spotAvailable": zod.stringFormat('decimal-unsigned', listBalancesByType200ResponseDataItemSpotAvailableRegExp).default(listBalancesByType200ResponseDataItemSpotAvailableDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "withBorrow": zod.stringFormat('decimal-unsigned', listBalancesByType200ResponseDataItemWithBorrowRegExp).default(listBalancesByType200ResponseDataItemWithBorrowDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "withoutBorrow": zod.stringFormat('decimal-unsigned', listBalancesByType200ResponseDataItemWithoutBorrowRegExp).default(listBalancesByType200ResponseDataItemWithoutBorrowDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "borrow": zod.stringFormat('decimal-unsigned', listBalancesByType200ResponseDataItemBorrowRegExp).default(listBalancesByType200ResponseDataItemBorrowDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "hold": zod.stringFormat('decimal-unsigned', listBalancesByType200ResponseDataItemHoldRegExp).default(listBalancesByType200ResponseDataItemHoldDefault).describe('An amount of a balance; "0" when the server leaves it out.')
}).describe('The balance of one ticker (section 3 "Balance per ticker"): decimal strings, "0" when absent. Assumption: the web API answers with a list whose entries carry their ticker, and a kind\'s call (GET /v2/balances/{type}) may leave out the other kinds\' fields.'))
})

export const ListBalancesByType401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListBalancesByType429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListBalancesByType5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Moves an amount of a ticker between the user's own balances (main, spot, margin). A 422 carries code 37 NotEnoughBalance or 32 ErrAmount on `amount`. Assumption: the answer repeats the transfer.
 * @summary Transfer between balances
 */
export const transferBalanceBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const transferBalanceBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const TransferBalanceBody = zod.object({
  "from": zod.enum(['main', 'spot', 'margin']).describe('Assumption: the balances a transfer moves between; staking is moved by the earn calls instead.'),
  "to": zod.enum(['main', 'spot', 'margin']).describe('Assumption: the balances a transfer moves between; staking is moved by the earn calls instead.'),
  "ticker": zod.stringFormat('ticker', transferBalanceBodyTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', transferBalanceBodyAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('A transfer between the user\'s own balances (section 7 body `from, to, ticker, amount`).')

export const transferBalance200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const transferBalance200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const TransferBalance200Response = zod.object({
  "data": zod.object({
  "from": zod.enum(['main', 'spot', 'margin']).describe('Assumption: the balances a transfer moves between; staking is moved by the earn calls instead.'),
  "to": zod.enum(['main', 'spot', 'margin']).describe('Assumption: the balances a transfer moves between; staking is moved by the earn calls instead.'),
  "ticker": zod.stringFormat('ticker', transferBalance200ResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', transferBalance200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('A transfer between the user\'s own balances (section 7 body `from, to, ticker, amount`).')
}).describe('Assumption: the answer repeats the accepted transfer.')

export const TransferBalance401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TransferBalance419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TransferBalance422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TransferBalance429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TransferBalance451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TransferBalance5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The user's trading bonuses (history page collateral/bonuses). Assumption: the fields are invented.
 * @summary List the trading bonuses
 */

export const listBonuses200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listBonuses200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listBonuses200ResponseDataItemCreatedAtMin = 0;

export const listBonuses200ResponseDataItemExpiresAtMin = 0;



export const ListBonuses200Response = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', listBonuses200ResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', listBonuses200ResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "status": zod.enum(['active', 'used', 'expired']).describe('Assumption: state of a trading bonus; the spec shows none.'),
  "createdAt": zod.int().min(listBonuses200ResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "expiresAt": zod.int().min(listBonuses200ResponseDataItemExpiresAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('A trading bonus (history page collateral/bonuses; margin info `includeBonus`). Assumption: the spec names the call only; the fields are invented.'))
})

export const ListBonuses401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListBonuses429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListBonuses5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The figures shown on the WBT banner. Assumption: the spec names the call only; guests may load it and the fields are invented.
 * @summary Get the WBT banner figures
 */
export const getWbtBanner200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtBanner200ResponseDataChangeRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtBanner200ResponseDataHoldingAprRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtBanner200ResponseDataTotalBurnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetWbtBanner200Response = zod.object({
  "data": zod.object({
  "price": zod.stringFormat('decimal-unsigned', getWbtBanner200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "change": zod.stringFormat('percent', getWbtBanner200ResponseDataChangeRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "holdingApr": zod.stringFormat('percent-unsigned', getWbtBanner200ResponseDataHoldingAprRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "totalBurned": zod.stringFormat('decimal-unsigned', getWbtBanner200ResponseDataTotalBurnedRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The figures of the WBT banner. Assumption: the spec names the call only; price, 24 h change, holding APR and the total burned are invented.')
})

export const GetWbtBanner429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetWbtBanner5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The native token's overview (/wbt page). Assumption: guests may load it; the supply figures are invented.
 * @summary Get the WBT overview
 */
export const getWbtInfo200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getWbtInfo200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtInfo200ResponseDataTotalSupplyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtInfo200ResponseDataCirculatingSupplyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtInfo200ResponseDataTotalBurnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtInfo200ResponseDataHoldersMin = 0;
export const getWbtInfo200ResponseDataHoldersMax = 1000000000;



export const GetWbtInfo200Response = zod.object({
  "data": zod.object({
  "ticker": zod.stringFormat('ticker', getWbtInfo200ResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "price": zod.stringFormat('decimal-unsigned', getWbtInfo200ResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "totalSupply": zod.stringFormat('decimal-unsigned', getWbtInfo200ResponseDataTotalSupplyRegExp).describe('A DecimalString that is zero or positive.'),
  "circulatingSupply": zod.stringFormat('decimal-unsigned', getWbtInfo200ResponseDataCirculatingSupplyRegExp).describe('A DecimalString that is zero or positive.'),
  "totalBurned": zod.stringFormat('decimal-unsigned', getWbtInfo200ResponseDataTotalBurnedRegExp).describe('A DecimalString that is zero or positive.'),
  "holders": zod.int().min(getWbtInfo200ResponseDataHoldersMin).max(getWbtInfo200ResponseDataHoldersMax).optional()
}).describe('The native token\'s overview (/wbt page). Assumption: the spec names the call only; the supply figures are invented.')
})

export const GetWbtInfo429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetWbtInfo5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The user's native token balances (main, hold, unhold, trade, launchpad).
 * @summary Get the WBT balances
 */
export const getWbtBalances200ResponseDataMainDefault = `0`;
export const getWbtBalances200ResponseDataMainRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtBalances200ResponseDataHoldDefault = `0`;
export const getWbtBalances200ResponseDataHoldRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtBalances200ResponseDataUnholdDefault = `0`;
export const getWbtBalances200ResponseDataUnholdRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtBalances200ResponseDataTradeDefault = `0`;
export const getWbtBalances200ResponseDataTradeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtBalances200ResponseDataLaunchpadDefault = `0`;
export const getWbtBalances200ResponseDataLaunchpadRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetWbtBalances200Response = zod.object({
  "data": zod.object({
  "main": zod.stringFormat('decimal-unsigned', getWbtBalances200ResponseDataMainRegExp).default(getWbtBalances200ResponseDataMainDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "hold": zod.stringFormat('decimal-unsigned', getWbtBalances200ResponseDataHoldRegExp).default(getWbtBalances200ResponseDataHoldDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "unhold": zod.stringFormat('decimal-unsigned', getWbtBalances200ResponseDataUnholdRegExp).default(getWbtBalances200ResponseDataUnholdDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "trade": zod.stringFormat('decimal-unsigned', getWbtBalances200ResponseDataTradeRegExp).default(getWbtBalances200ResponseDataTradeDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "launchpad": zod.stringFormat('decimal-unsigned', getWbtBalances200ResponseDataLaunchpadRegExp).default(getWbtBalances200ResponseDataLaunchpadDefault).describe('An amount of a balance; "0" when the server leaves it out.')
}).describe('The user\'s native token balances (section 3); decimal strings, "0" when the server leaves one out.')
})

export const GetWbtBalances401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetWbtBalances429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetWbtBalances5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The benefit levels of holding and of owning WBT, with the fields of the user benefits (section 3). Assumption: the call lists every level for the /wbt page, so guests may load it.
 * @summary Get the WBT benefit levels
 */
export const getWbtBenefits200ResponseDataHoldingItemLevelMin = 0;
export const getWbtBenefits200ResponseDataHoldingItemLevelMax = 10;

export const getWbtBenefits200ResponseDataHoldingItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtBenefits200ResponseDataHoldingItemFreeAmlChecksMin = 0;
export const getWbtBenefits200ResponseDataHoldingItemFreeAmlChecksMax = 1000;

export const getWbtBenefits200ResponseDataHoldingItemFreeWithdrawalsMin = 0;
export const getWbtBenefits200ResponseDataHoldingItemFreeWithdrawalsMax = 1000;

export const getWbtBenefits200ResponseDataHoldingItemMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtBenefits200ResponseDataHoldingItemReferralRateDefault = 40;
export const getWbtBenefits200ResponseDataHoldingItemReferralRateMin = 0;
export const getWbtBenefits200ResponseDataHoldingItemReferralRateMax = 100;

export const getWbtBenefits200ResponseDataHoldingItemDepositAddressesMin = 0;
export const getWbtBenefits200ResponseDataHoldingItemDepositAddressesMax = 1000;

export const getWbtBenefits200ResponseDataHoldingItemFundingDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtBenefits200ResponseDataOwningItemLevelMin = 0;
export const getWbtBenefits200ResponseDataOwningItemLevelMax = 10;

export const getWbtBenefits200ResponseDataOwningItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtBenefits200ResponseDataOwningItemTakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getWbtBenefits200ResponseDataOwningItemMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetWbtBenefits200Response = zod.object({
  "data": zod.object({
  "holding": zod.array(zod.object({
  "level": zod.int().min(getWbtBenefits200ResponseDataHoldingItemLevelMin).max(getWbtBenefits200ResponseDataHoldingItemLevelMax),
  "minAmount": zod.stringFormat('decimal-unsigned', getWbtBenefits200ResponseDataHoldingItemMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "freeAmlChecks": zod.int().min(getWbtBenefits200ResponseDataHoldingItemFreeAmlChecksMin).max(getWbtBenefits200ResponseDataHoldingItemFreeAmlChecksMax),
  "freeWithdrawals": zod.int().min(getWbtBenefits200ResponseDataHoldingItemFreeWithdrawalsMin).max(getWbtBenefits200ResponseDataHoldingItemFreeWithdrawalsMax),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', getWbtBenefits200ResponseDataHoldingItemMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "referralRate": zod.int().min(getWbtBenefits200ResponseDataHoldingItemReferralRateMin).max(getWbtBenefits200ResponseDataHoldingItemReferralRateMax).default(getWbtBenefits200ResponseDataHoldingItemReferralRateDefault).describe('Referral rate in percent (default 40).'),
  "depositAddresses": zod.int().min(getWbtBenefits200ResponseDataHoldingItemDepositAddressesMin).max(getWbtBenefits200ResponseDataHoldingItemDepositAddressesMax),
  "fundingDiscount": zod.stringFormat('percent-unsigned', getWbtBenefits200ResponseDataHoldingItemFundingDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The benefits of one WBT holding level (the fields of the user benefits `holding` block, section 3). Assumption: `minAmount` is the WBT to hold for the level.')),
  "owning": zod.array(zod.object({
  "level": zod.int().min(getWbtBenefits200ResponseDataOwningItemLevelMin).max(getWbtBenefits200ResponseDataOwningItemLevelMax),
  "minAmount": zod.stringFormat('decimal-unsigned', getWbtBenefits200ResponseDataOwningItemMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "takerFeeDiscount": zod.stringFormat('percent-unsigned', getWbtBenefits200ResponseDataOwningItemTakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', getWbtBenefits200ResponseDataOwningItemMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The benefits of one WBT owning level (the fields of the user benefits `owning` block, section 3). Assumption: `minAmount` is the WBT to own for the level.'))
}).describe('The WBT benefit levels for holding and for owning. Assumption: the call lists every level (the /wbt page\'s table); the user\'s own levels come with the session (benefits.holdingLevel, owningLevel).')
})

export const GetWbtBenefits429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetWbtBenefits5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The WBT burn transactions, newest first (/burn page). Assumption: guests may load it; the fields and the offset and limit pagination (default 100) are invented.
 * @summary List the WBT burns
 */
export const listWbtBurnTransactionsQueryOffsetDefault = 0;
export const listWbtBurnTransactionsQueryOffsetMin = 0;

export const listWbtBurnTransactionsQueryLimitDefault = 100;
export const listWbtBurnTransactionsQueryLimitMax = 100;



export const ListWbtBurnTransactionsQueryParams = zod.object({
  "offset": zod.int().min(listWbtBurnTransactionsQueryOffsetMin).default(listWbtBurnTransactionsQueryOffsetDefault),
  "limit": zod.int().min(1).max(listWbtBurnTransactionsQueryLimitMax).default(listWbtBurnTransactionsQueryLimitDefault)
})


export const listWbtBurnTransactions200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listWbtBurnTransactions200ResponseDataItemTimeMin = 0;

export const listWbtBurnTransactions200ResponseDataItemTxHashMax = 128;

export const listWbtBurnTransactions200ResponsePaginationLimitMax = 100;

export const listWbtBurnTransactions200ResponsePaginationOffsetMin = 0;

export const listWbtBurnTransactions200ResponsePaginationTotalMin = 0;



export const ListWbtBurnTransactions200Response = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "amount": zod.stringFormat('decimal-unsigned', listWbtBurnTransactions200ResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "time": zod.int().min(listWbtBurnTransactions200ResponseDataItemTimeMin).describe('Seconds since the Unix epoch.'),
  "txHash": zod.string().min(1).max(listWbtBurnTransactions200ResponseDataItemTxHashMax)
}).describe('One WBT burn (the /burn page). Assumption: the spec names the call only; amount, time and the on-chain transaction hash are invented.')),
  "pagination": zod.object({
  "limit": zod.int().min(1).max(listWbtBurnTransactions200ResponsePaginationLimitMax),
  "offset": zod.int().min(listWbtBurnTransactions200ResponsePaginationOffsetMin),
  "total": zod.int().min(listWbtBurnTransactions200ResponsePaginationTotalMin)
}).describe('The pagination block of a web API list: `{ data: [...], pagination: { limit, offset, total } }`.')
})

export const ListWbtBurnTransactions429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListWbtBurnTransactions5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Moves WBT from the main balance to hold (section 7 body `{amount}`). A 422 carries code 37 NotEnoughBalance or 32 ErrAmount on `amount`. Assumption: the answer is the new WBT balances.
 * @summary Hold WBT
 */
export const holdWbtBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const HoldWbtBody = zod.object({
  "amount": zod.stringFormat('decimal-unsigned', holdWbtBodyAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('Move WBT from the main balance to hold (section 7 body `{amount}`).')

export const holdWbt200ResponseDataMainDefault = `0`;
export const holdWbt200ResponseDataMainRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const holdWbt200ResponseDataHoldDefault = `0`;
export const holdWbt200ResponseDataHoldRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const holdWbt200ResponseDataUnholdDefault = `0`;
export const holdWbt200ResponseDataUnholdRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const holdWbt200ResponseDataTradeDefault = `0`;
export const holdWbt200ResponseDataTradeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const holdWbt200ResponseDataLaunchpadDefault = `0`;
export const holdWbt200ResponseDataLaunchpadRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const HoldWbt200Response = zod.object({
  "data": zod.object({
  "main": zod.stringFormat('decimal-unsigned', holdWbt200ResponseDataMainRegExp).default(holdWbt200ResponseDataMainDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "hold": zod.stringFormat('decimal-unsigned', holdWbt200ResponseDataHoldRegExp).default(holdWbt200ResponseDataHoldDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "unhold": zod.stringFormat('decimal-unsigned', holdWbt200ResponseDataUnholdRegExp).default(holdWbt200ResponseDataUnholdDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "trade": zod.stringFormat('decimal-unsigned', holdWbt200ResponseDataTradeRegExp).default(holdWbt200ResponseDataTradeDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "launchpad": zod.stringFormat('decimal-unsigned', holdWbt200ResponseDataLaunchpadRegExp).default(holdWbt200ResponseDataLaunchpadDefault).describe('An amount of a balance; "0" when the server leaves it out.')
}).describe('The user\'s native token balances (section 3); decimal strings, "0" when the server leaves one out.')
})

export const HoldWbt401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const HoldWbt419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const HoldWbt422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const HoldWbt429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const HoldWbt451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const HoldWbt5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The user's requests to release held WBT. Assumption: the fields beyond `amount` and `force` are invented.
 * @summary List the WBT unhold requests
 */

export const listWbtUnholdRequests200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listWbtUnholdRequests200ResponseDataItemCreatedAtMin = 0;

export const listWbtUnholdRequests200ResponseDataItemAvailableAtMin = 0;



export const ListWbtUnholdRequests200Response = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "amount": zod.stringFormat('decimal-unsigned', listWbtUnholdRequests200ResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "force": zod.boolean(),
  "status": zod.enum(['pending', 'completed', 'cancelled']).describe('Assumption: state of an unhold request; the spec shows none.'),
  "createdAt": zod.int().min(listWbtUnholdRequests200ResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "availableAt": zod.int().min(listWbtUnholdRequests200ResponseDataItemAvailableAtMin).describe('Seconds since the Unix epoch.')
}).describe('A request to move held WBT back to the main balance. Assumption: a request waits until `availableAt` unless it was made with `force`, which releases at once (the spec gives the body `{amount, force}` only).'))
})

export const ListWbtUnholdRequests401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListWbtUnholdRequests429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListWbtUnholdRequests5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Asks to release held WBT (section 7 body `{amount, force}`). Assumption: without `force` the amount is released after a waiting period (`availableAt`); with `force` at once.
 * @summary Request to unhold WBT
 */
export const createWbtUnholdRequestBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createWbtUnholdRequestBodyForceDefault = false;

export const CreateWbtUnholdRequestBody = zod.object({
  "amount": zod.stringFormat('decimal-unsigned', createWbtUnholdRequestBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "force": zod.boolean().default(createWbtUnholdRequestBodyForceDefault)
}).describe('A new unhold request (section 7 body `{amount, force}`).')


export const createWbtUnholdRequest200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createWbtUnholdRequest200ResponseDataCreatedAtMin = 0;

export const createWbtUnholdRequest200ResponseDataAvailableAtMin = 0;



export const CreateWbtUnholdRequest200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "amount": zod.stringFormat('decimal-unsigned', createWbtUnholdRequest200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "force": zod.boolean(),
  "status": zod.enum(['pending', 'completed', 'cancelled']).describe('Assumption: state of an unhold request; the spec shows none.'),
  "createdAt": zod.int().min(createWbtUnholdRequest200ResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "availableAt": zod.int().min(createWbtUnholdRequest200ResponseDataAvailableAtMin).describe('Seconds since the Unix epoch.')
}).describe('A request to move held WBT back to the main balance. Assumption: a request waits until `availableAt` unless it was made with `force`, which releases at once (the spec gives the body `{amount, force}` only).')
})

export const CreateWbtUnholdRequest401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateWbtUnholdRequest419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateWbtUnholdRequest422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateWbtUnholdRequest429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateWbtUnholdRequest451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateWbtUnholdRequest5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Cancels a pending unhold request; the amount stays on hold. Assumption: the answer is the cancelled request.
 * @summary Cancel a WBT unhold request
 */



export const CancelWbtUnholdRequestParams = zod.object({
  "id": zod.int().min(1).describe('The unhold request id.')
})


export const cancelWbtUnholdRequest200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cancelWbtUnholdRequest200ResponseDataCreatedAtMin = 0;

export const cancelWbtUnholdRequest200ResponseDataAvailableAtMin = 0;



export const CancelWbtUnholdRequest200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "amount": zod.stringFormat('decimal-unsigned', cancelWbtUnholdRequest200ResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "force": zod.boolean(),
  "status": zod.enum(['pending', 'completed', 'cancelled']).describe('Assumption: state of an unhold request; the spec shows none.'),
  "createdAt": zod.int().min(cancelWbtUnholdRequest200ResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "availableAt": zod.int().min(cancelWbtUnholdRequest200ResponseDataAvailableAtMin).describe('Seconds since the Unix epoch.')
}).describe('A request to move held WBT back to the main balance. Assumption: a request waits until `availableAt` unless it was made with `force`, which releases at once (the spec gives the body `{amount, force}` only).')
})

export const CancelWbtUnholdRequest401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelWbtUnholdRequest419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelWbtUnholdRequest422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelWbtUnholdRequest429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelWbtUnholdRequest451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CancelWbtUnholdRequest5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

