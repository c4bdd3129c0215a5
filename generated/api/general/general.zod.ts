/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


/**
 * Fetched before every non-GET request; `data.token` is sent as X-CSRF-TOKEN.
 * @summary Get the CSRF token
 */
export const getCsrfToken200ResponseDataTokenMin = 16;



export const GetCsrfToken200Response = zod.object({
  "data": zod.object({
  "token": zod.string().min(getCsrfToken200ResponseDataTokenMin).describe('The CSRF token sent as X-CSRF-TOKEN on every non-GET request.')
})
})

export const GetCsrfToken429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetCsrfToken5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Polled to keep countdowns in step with the server (stale 60 s, refetch 120 s, first fetch skipped).
 * @summary Get the server time
 */
export const getServerTime200ResponseDataTimeMin = 0;



export const GetServerTime200Response = zod.object({
  "data": zod.object({
  "time": zod.int().min(getServerTime200ResponseDataTimeMin).describe('Seconds since the Unix epoch.')
})
}).describe('Assumption: the spec shows the call (GET /v2/time) but not its body; modelled as the server clock in seconds.')

export const GetServerTime429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetServerTime5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The server-side configuration of the region the request came through (section 3 "Server config response: config object and campaigns map"); a failure shows the failedToFetch toast with the failed-to-get-config code. Assumption: the fields of `config` and of a campaign are not shown by the spec; they are modelled on the region config of section 3 (feature flags per module with enabled and hide, captcha provider) and on a marketing campaign record (id, slug, active, start and end, landing URL).
 * @summary Get the server configuration
 */
export const getServerConfig200ResponseDataConfigCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const getServerConfig200ResponseDataConfigLocalesItemRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');


export const getServerConfig200ResponseDataCampaignsSlugMax = 64;

export const getServerConfig200ResponseDataCampaignsTitleMax = 120;



export const GetServerConfig200Response = zod.object({
  "data": zod.object({
  "config": zod.object({
  "region": zod.enum(['global', 'turkey', 'georgia', 'australia', 'kazakhstan', 'europe']).describe('A regional variant of the product (section 1).'),
  "countryCode": zod.stringFormat('country-code', getServerConfig200ResponseDataConfigCountryCodeRegExp).optional().describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "locales": zod.array(zod.stringFormat('locale', getServerConfig200ResponseDataConfigLocalesItemRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).')).min(1).describe('Locales this region serves (en and tr are configured; others are served too).'),
  "maintenance": zod.boolean().describe('Whether the exchange is in maintenance (the client then shows the system page).'),
  "captcha": zod.object({
  "provider": zod.enum(['geetest', 'reCaptcha']),
  "enabled": zod.boolean()
}).describe('Which captcha guards the captcha-protected buttons (section 3 "captcha").'),
  "features": zod.record(zod.string(), zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.')).describe('Feature flags by module name (margin, futures, earn, koinly, diia, ...).')
}).describe('The `config` object of GET /v3/config. Assumption: its fields are not shown by the spec; the ones the client reads are modelled on the region config of section 3. The server adds region-specific fields, so other properties are allowed and ignored.'),
  "campaigns": zod.record(zod.string(), zod.object({
  "id": zod.int().min(1),
  "slug": zod.string().min(1).max(getServerConfig200ResponseDataCampaignsSlugMax),
  "title": zod.string().min(1).max(getServerConfig200ResponseDataCampaignsTitleMax),
  "active": zod.boolean(),
  "startsAt": zod.iso.datetime({"offset":true}),
  "endsAt": zod.iso.datetime({"offset":true}).optional(),
  "url": zod.url().optional()
}).describe('A marketing campaign of the campaigns map. Assumption: fields modelled on a typical campaign record.')).describe('Running campaigns by slug.')
})
})

export const GetServerConfig429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetServerConfig5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The public API v4 server clock, exactly as published: `{"time": <Unix seconds>}`, no envelope. Computed per request and not cached; it has no request-validation errors and fails only at the infrastructure level (gateway 429 and 503 with a non-JSON body, 500 with `{"error": [...]}`).
 * @summary Get the public API server time
 */
export const getPublicServerTime200ResponseTimeMin = 0;



export const GetPublicServerTime200Response = zod.object({
  "time": zod.int().min(getPublicServerTime200ResponseTimeMin).describe('Seconds since the Unix epoch.')
}).describe('The public API v4 `time` response, exactly as published (one integer field, Unix seconds, no envelope). The published schema lists no `required`; the field is always present, so it is required here.')

export const GetPublicServerTime429Response = zod.unknown()

export const GetPublicServerTime500Response = zod.object({
  "error": zod.array(zod.string())
}).describe('The public API v4 internal error body (HTTP 500).')

export const GetPublicServerTime503Response = zod.unknown()

