/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


/**
 * The user's deposit addresses of one currency on every network. Assumption: the spec marks `{x}` as "type"; it is read as the currency ticker whose addresses are listed, and the answer follows the saved deposit details.
 * @summary List the deposit addresses of a currency
 */
export const listDepositAddressesPathTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const ListDepositAddressesParams = zod.object({
  "ticker": zod.stringFormat('ticker', listDepositAddressesPathTickerRegExp).describe('The currency.')
})

export const listDepositAddresses200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listDepositAddresses200ResponseDataItemNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const listDepositAddresses200ResponseDataItemTypeMax = 32;

export const listDepositAddresses200ResponseDataItemAddressMax = 128;

export const listDepositAddresses200ResponseDataItemMemoMax = 64;

export const listDepositAddresses200ResponseDataItemCreatedAtMin = 0;



export const ListDepositAddresses200Response = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', listDepositAddresses200ResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', listDepositAddresses200ResponseDataItemNetworkRegExp).describe('Network code, e.g. ERC20, TRC20, BTC.'),
  "type": zod.string().min(1).max(listDepositAddresses200ResponseDataItemTypeMax).optional().describe('Address type, one of the network\'s types from GET /v2/address/types (e.g. segwit, legacy).'),
  "address": zod.string().min(1).max(listDepositAddresses200ResponseDataItemAddressMax),
  "memo": zod.string().max(listDepositAddresses200ResponseDataItemMemoMax).optional(),
  "createdAt": zod.int().min(listDepositAddresses200ResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A deposit address of the user (saved deposit details: currency and ticker, network, address type, address, memo). Assumption: the fields follow those details.'))
})

export const ListDepositAddresses401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListDepositAddresses429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListDepositAddresses5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The user's deposit address of one currency on one network. Assumption: the spec does not say what `{y}` is; it is read as the network code.
 * @summary Get the deposit address of a currency on a network
 */
export const getDepositAddressPathTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getDepositAddressPathNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');


export const GetDepositAddressParams = zod.object({
  "ticker": zod.stringFormat('ticker', getDepositAddressPathTickerRegExp).describe('The currency.'),
  "network": zod.stringFormat('network', getDepositAddressPathNetworkRegExp).describe('The network code.')
})

export const getDepositAddress200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getDepositAddress200ResponseDataNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const getDepositAddress200ResponseDataTypeMax = 32;

export const getDepositAddress200ResponseDataAddressMax = 128;

export const getDepositAddress200ResponseDataMemoMax = 64;

export const getDepositAddress200ResponseDataCreatedAtMin = 0;



export const GetDepositAddress200Response = zod.object({
  "data": zod.object({
  "ticker": zod.stringFormat('ticker', getDepositAddress200ResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', getDepositAddress200ResponseDataNetworkRegExp).describe('Network code, e.g. ERC20, TRC20, BTC.'),
  "type": zod.string().min(1).max(getDepositAddress200ResponseDataTypeMax).optional().describe('Address type, one of the network\'s types from GET /v2/address/types (e.g. segwit, legacy).'),
  "address": zod.string().min(1).max(getDepositAddress200ResponseDataAddressMax),
  "memo": zod.string().max(getDepositAddress200ResponseDataMemoMax).optional(),
  "createdAt": zod.int().min(getDepositAddress200ResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A deposit address of the user (saved deposit details: currency and ticker, network, address type, address, memo). Assumption: the fields follow those details.')
})

export const GetDepositAddress401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetDepositAddress429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetDepositAddress5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Creates a new deposit address for a currency and network (more than one per network with the `canCreateManyAddresses` privilege). Assumption: the body and the answer are not shown by the spec.
 * @summary Create a deposit address
 */
export const createDepositAddressBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createDepositAddressBodyNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const createDepositAddressBodyTypeMax = 32;



export const CreateDepositAddressBody = zod.object({
  "ticker": zod.stringFormat('ticker', createDepositAddressBodyTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', createDepositAddressBodyNetworkRegExp),
  "type": zod.string().min(1).max(createDepositAddressBodyTypeMax).optional()
}).describe('A new deposit address (the `canCreateManyAddresses` privilege allows more than one per network). Assumption: the spec shows no body; ticker, network and an optional address type.')

export const createDepositAddress200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createDepositAddress200ResponseDataNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const createDepositAddress200ResponseDataTypeMax = 32;

export const createDepositAddress200ResponseDataAddressMax = 128;

export const createDepositAddress200ResponseDataMemoMax = 64;

export const createDepositAddress200ResponseDataCreatedAtMin = 0;



export const CreateDepositAddress200Response = zod.object({
  "data": zod.object({
  "ticker": zod.stringFormat('ticker', createDepositAddress200ResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', createDepositAddress200ResponseDataNetworkRegExp).describe('Network code, e.g. ERC20, TRC20, BTC.'),
  "type": zod.string().min(1).max(createDepositAddress200ResponseDataTypeMax).optional().describe('Address type, one of the network\'s types from GET /v2/address/types (e.g. segwit, legacy).'),
  "address": zod.string().min(1).max(createDepositAddress200ResponseDataAddressMax),
  "memo": zod.string().max(createDepositAddress200ResponseDataMemoMax).optional(),
  "createdAt": zod.int().min(createDepositAddress200ResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A deposit address of the user (saved deposit details: currency and ticker, network, address type, address, memo). Assumption: the fields follow those details.')
})

export const CreateDepositAddress401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateDepositAddress419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateDepositAddress422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateDepositAddress429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateDepositAddress451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateDepositAddress5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The currencies as they apply to the user (deposit and withdraw flags after the user's restrictions). Loaded only when logged in. Assumption: the same `Currency` entity as the public currency data.
 * @summary List the user's currencies
 */
export const listUserCurrencies200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listUserCurrencies200ResponseDataItemNameMax = 64;

export const listUserCurrencies200ResponseDataItemTradeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listUserCurrencies200ResponseDataItemDecimalMin = 0;
export const listUserCurrencies200ResponseDataItemDecimalMax = 18;

export const listUserCurrencies200ResponseDataItemNetworksItemCodeRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const listUserCurrencies200ResponseDataItemNetworksItemNameMax = 64;

export const listUserCurrencies200ResponseDataItemNetworksItemConfirmationsMin = 0;
export const listUserCurrencies200ResponseDataItemNetworksItemConfirmationsMax = 10000;

export const listUserCurrencies200ResponseDataItemNetworksItemMinDepositRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listUserCurrencies200ResponseDataItemNetworksItemMinWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listUserCurrencies200ResponseDataItemNetworksItemWithdrawFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listUserCurrencies200ResponseDataItemProvidersItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listUserCurrencies200ResponseDataItemProvidersItemNameMax = 64;

export const listUserCurrencies200ResponseDataItemProvidersItemDescriptionMax = 500;



export const ListUserCurrencies200Response = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', listUserCurrencies200ResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "name": zod.string().min(1).max(listUserCurrencies200ResponseDataItemNameMax),
  "image": zod.url(),
  "isFiat": zod.boolean(),
  "isDepositable": zod.boolean(),
  "isWithdrawal": zod.boolean(),
  "tradingEnabled": zod.boolean(),
  "tradeTicker": zod.stringFormat('ticker', listUserCurrencies200ResponseDataItemTradeTickerRegExp).describe('The ticker on the trade engine (may differ from the display ticker).'),
  "inMargin": zod.boolean().describe('Whether the currency can be used in margin trading.'),
  "decimal": zod.int().min(listUserCurrencies200ResponseDataItemDecimalMin).max(listUserCurrencies200ResponseDataItemDecimalMax).describe('Decimals of amounts of the currency.'),
  "networks": zod.array(zod.object({
  "code": zod.stringFormat('network', listUserCurrencies200ResponseDataItemNetworksItemCodeRegExp).describe('Network code, e.g. ERC20, TRC20, BTC.'),
  "name": zod.string().min(1).max(listUserCurrencies200ResponseDataItemNetworksItemNameMax),
  "explorer": zod.url().describe('Block explorer link of the network.'),
  "isDepositable": zod.boolean(),
  "isWithdrawal": zod.boolean(),
  "isMemo": zod.boolean().optional().describe('Whether deposits need a memo (tag).'),
  "confirmations": zod.int().min(listUserCurrencies200ResponseDataItemNetworksItemConfirmationsMin).max(listUserCurrencies200ResponseDataItemNetworksItemConfirmationsMax).optional(),
  "minDeposit": zod.stringFormat('decimal-unsigned', listUserCurrencies200ResponseDataItemNetworksItemMinDepositRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "minWithdraw": zod.stringFormat('decimal-unsigned', listUserCurrencies200ResponseDataItemNetworksItemMinWithdrawRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "withdrawFee": zod.stringFormat('decimal-unsigned', listUserCurrencies200ResponseDataItemNetworksItemWithdrawFeeRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('A network a currency moves on (section 3 "Currency" networks: explorer, isDepositable, isWithdrawal; more fields not shown). Assumption: networks are a list whose entries carry their code and name; the limits and fee are optional.')),
  "providers": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', listUserCurrencies200ResponseDataItemProvidersItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "name": zod.string().min(1).max(listUserCurrencies200ResponseDataItemProvidersItemNameMax),
  "description": zod.string().max(listUserCurrencies200ResponseDataItemProvidersItemDescriptionMax),
  "isDepositable": zod.boolean(),
  "isWithdrawal": zod.boolean()
}).describe('A fiat payment provider of a currency (section 3 "Currency" providers).'))
}).describe('A currency (section 3 "Currency"). With the `isListing` privilege the client treats every currency, network and provider as deposit- and withdraw-enabled; fiat currencies are added to the restricted withdraw list.'))
})

export const ListUserCurrencies401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListUserCurrencies429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListUserCurrencies5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The address types each network offers (the saved deposit details carry an address type). Assumption: the shape is invented.
 * @summary List the address types
 */
export const listAddressTypes200ResponseDataItemNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const listAddressTypes200ResponseDataItemTypesItemMax = 32;




export const ListAddressTypes200Response = zod.object({
  "data": zod.array(zod.object({
  "network": zod.stringFormat('network', listAddressTypes200ResponseDataItemNetworkRegExp),
  "types": zod.array(zod.string().min(1).max(listAddressTypes200ResponseDataItemTypesItemMax)).min(1)
}).describe('Assumption: the address types a network offers, e.g. BTC: segwit, legacy.'))
})

export const ListAddressTypes401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListAddressTypes429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListAddressTypes5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Every currency with its networks and fiat providers (section 3 "Currency"). Guests load it too.
 * @summary List the currencies
 */
export const listCurrencies200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCurrencies200ResponseDataItemNameMax = 64;

export const listCurrencies200ResponseDataItemTradeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCurrencies200ResponseDataItemDecimalMin = 0;
export const listCurrencies200ResponseDataItemDecimalMax = 18;

export const listCurrencies200ResponseDataItemNetworksItemCodeRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const listCurrencies200ResponseDataItemNetworksItemNameMax = 64;

export const listCurrencies200ResponseDataItemNetworksItemConfirmationsMin = 0;
export const listCurrencies200ResponseDataItemNetworksItemConfirmationsMax = 10000;

export const listCurrencies200ResponseDataItemNetworksItemMinDepositRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCurrencies200ResponseDataItemNetworksItemMinWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCurrencies200ResponseDataItemNetworksItemWithdrawFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCurrencies200ResponseDataItemProvidersItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCurrencies200ResponseDataItemProvidersItemNameMax = 64;

export const listCurrencies200ResponseDataItemProvidersItemDescriptionMax = 500;



export const ListCurrencies200Response = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', listCurrencies200ResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "name": zod.string().min(1).max(listCurrencies200ResponseDataItemNameMax),
  "image": zod.url(),
  "isFiat": zod.boolean(),
  "isDepositable": zod.boolean(),
  "isWithdrawal": zod.boolean(),
  "tradingEnabled": zod.boolean(),
  "tradeTicker": zod.stringFormat('ticker', listCurrencies200ResponseDataItemTradeTickerRegExp).describe('The ticker on the trade engine (may differ from the display ticker).'),
  "inMargin": zod.boolean().describe('Whether the currency can be used in margin trading.'),
  "decimal": zod.int().min(listCurrencies200ResponseDataItemDecimalMin).max(listCurrencies200ResponseDataItemDecimalMax).describe('Decimals of amounts of the currency.'),
  "networks": zod.array(zod.object({
  "code": zod.stringFormat('network', listCurrencies200ResponseDataItemNetworksItemCodeRegExp).describe('Network code, e.g. ERC20, TRC20, BTC.'),
  "name": zod.string().min(1).max(listCurrencies200ResponseDataItemNetworksItemNameMax),
  "explorer": zod.url().describe('Block explorer link of the network.'),
  "isDepositable": zod.boolean(),
  "isWithdrawal": zod.boolean(),
  "isMemo": zod.boolean().optional().describe('Whether deposits need a memo (tag).'),
  "confirmations": zod.int().min(listCurrencies200ResponseDataItemNetworksItemConfirmationsMin).max(listCurrencies200ResponseDataItemNetworksItemConfirmationsMax).optional(),
  "minDeposit": zod.stringFormat('decimal-unsigned', listCurrencies200ResponseDataItemNetworksItemMinDepositRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "minWithdraw": zod.stringFormat('decimal-unsigned', listCurrencies200ResponseDataItemNetworksItemMinWithdrawRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "withdrawFee": zod.stringFormat('decimal-unsigned', listCurrencies200ResponseDataItemNetworksItemWithdrawFeeRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('A network a currency moves on (section 3 "Currency" networks: explorer, isDepositable, isWithdrawal; more fields not shown). Assumption: networks are a list whose entries carry their code and name; the limits and fee are optional.')),
  "providers": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', listCurrencies200ResponseDataItemProvidersItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "name": zod.string().min(1).max(listCurrencies200ResponseDataItemProvidersItemNameMax),
  "description": zod.string().max(listCurrencies200ResponseDataItemProvidersItemDescriptionMax),
  "isDepositable": zod.boolean(),
  "isWithdrawal": zod.boolean()
}).describe('A fiat payment provider of a currency (section 3 "Currency" providers).'))
}).describe('A currency (section 3 "Currency"). With the `isListing` privilege the client treats every currency, network and provider as deposit- and withdraw-enabled; fiat currencies are added to the restricted withdraw list.'))
})

export const ListCurrencies429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListCurrencies5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The rates of every ticker in the supported fiat currencies and BTC (balance equivalents). Assumption: the shape is invented.
 * @summary List the currency rates
 */
export const listCurrencyRates200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCurrencyRates200ResponseDataItemQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCurrencyRates200ResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ListCurrencyRates200Response = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', listCurrencyRates200ResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "quote": zod.stringFormat('ticker', listCurrencyRates200ResponseDataItemQuoteRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "rate": zod.stringFormat('decimal-unsigned', listCurrencyRates200ResponseDataItemRateRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The price of one ticker in a quote currency (a fiat such as USD or EUR, or BTC for the equivalent view). Assumption: the spec names the calls only; a list of ticker, quote and rate.'))
})

export const ListCurrencyRates429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListCurrencyRates5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The rates of every ticker in one quote currency (the preferred fiat or BTC). Assumption: the spec does not say what `{x}` is; it is read as the quote currency.
 * @summary List the rates in one currency
 */
export const listCurrencyRatesInPathCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const ListCurrencyRatesInParams = zod.object({
  "currency": zod.stringFormat('ticker', listCurrencyRatesInPathCurrencyRegExp).describe('The quote currency, e.g. USD, EUR, TRY or BTC.')
})

export const listCurrencyRatesIn200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCurrencyRatesIn200ResponseDataItemQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCurrencyRatesIn200ResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ListCurrencyRatesIn200Response = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', listCurrencyRatesIn200ResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "quote": zod.stringFormat('ticker', listCurrencyRatesIn200ResponseDataItemQuoteRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "rate": zod.stringFormat('decimal-unsigned', listCurrencyRatesIn200ResponseDataItemRateRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The price of one ticker in a quote currency (a fiat such as USD or EUR, or BTC for the equivalent view). Assumption: the spec names the calls only; a list of ticker, quote and rate.'))
})

export const ListCurrencyRatesIn429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListCurrencyRatesIn5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

