/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


/**
 * The country of the visitor as the frontend host sees it. Assumption: the response is not shown; modelled as the ISO country code resolved from the request (the CDN's geo header), used for the preferred fiat and regional notices.
 * @summary Get the visitor's country
 */
export const getUserCountry200ResponseCountryCodeRegExp = new RegExp('^[A-Z]{2}$');


export const GetUserCountry200Response = zod.object({
  "countryCode": zod.stringFormat('country-code', getUserCountry200ResponseCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.')
}).describe('The visitor\'s country. Assumption: modelled as the ISO code resolved from the request.')

export const GetUserCountry429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetUserCountry5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Assumption: the meaning of {a} is not stated. Modelled as the headless-content proxy of the frontend host: {a} is a content collection (e.g. releases, legal documents) and the answer lists its entries in the request's locale (X-APP-LOCALE).
 * @summary List the entries of a content collection
 */
export const listContentEntriesPathARegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');


export const ListContentEntriesParams = zod.object({
  "a": zod.string().regex(listContentEntriesPathARegExp).describe('Assumption: the content collection.')
})

export const listContentEntries200ResponseSlugMax = 128;

export const listContentEntries200ResponseTitleMax = 200;

export const listContentEntries200ResponseLocaleRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');


export const ListContentEntries200ResponseItem = zod.object({
  "slug": zod.string().min(1).max(listContentEntries200ResponseSlugMax),
  "title": zod.string().min(1).max(listContentEntries200ResponseTitleMax),
  "locale": zod.stringFormat('locale', listContentEntries200ResponseLocaleRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "updatedAt": zod.iso.datetime({"offset":true})
}).describe('An entry of a content collection. Assumption: fields modelled on a headless CMS entry.')
export const ListContentEntries200Response = zod.array(ListContentEntries200ResponseItem)

export const ListContentEntries429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListContentEntries5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Assumption: the meaning of {a} and {b} is not stated. Modelled as one entry ({b}, its slug) of a content collection ({a}) of the headless-content proxy, with its body as HTML, in the request's locale.
 * @summary Get a content entry
 */
export const getContentEntryPathARegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');
export const getContentEntryPathBRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,127}$');


export const GetContentEntryParams = zod.object({
  "a": zod.string().regex(getContentEntryPathARegExp).describe('Assumption: the content collection.'),
  "b": zod.string().regex(getContentEntryPathBRegExp).describe('Assumption: the entry slug.')
})

export const getContentEntry200ResponseSlugMax = 128;

export const getContentEntry200ResponseTitleMax = 200;

export const getContentEntry200ResponseLocaleRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const getContentEntry200ResponseMetaDescriptionMax = 300;



export const GetContentEntry200Response = zod.object({
  "slug": zod.string().min(1).max(getContentEntry200ResponseSlugMax),
  "title": zod.string().min(1).max(getContentEntry200ResponseTitleMax),
  "locale": zod.stringFormat('locale', getContentEntry200ResponseLocaleRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "updatedAt": zod.iso.datetime({"offset":true}),
  "body": zod.string().describe('The entry\'s body as sanitized HTML.'),
  "meta": zod.object({
  "description": zod.string().max(getContentEntry200ResponseMetaDescriptionMax).optional(),
  "image": zod.url().optional()
}).optional()
}).describe('One content entry with its body. Assumption: the body is sanitized HTML; meta holds the page\'s SEO texts.')

export const GetContentEntry429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetContentEntry5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Assumption: modelled as the attachments (images, PDFs) of one entry of the headless-content proxy, each with its name, URL, size and media type.
 * @summary List the files of a content entry
 */
export const listContentEntryFilesPathARegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');
export const listContentEntryFilesPathBRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,127}$');


export const ListContentEntryFilesParams = zod.object({
  "a": zod.string().regex(listContentEntryFilesPathARegExp).describe('Assumption: the content collection.'),
  "b": zod.string().regex(listContentEntryFilesPathBRegExp).describe('Assumption: the entry slug.')
})

export const listContentEntryFiles200ResponseNameMax = 255;

export const listContentEntryFiles200ResponseSizeMin = 0;

export const listContentEntryFiles200ResponseContentTypeMin = 3;
export const listContentEntryFiles200ResponseContentTypeMax = 100;



export const ListContentEntryFiles200ResponseItem = zod.object({
  "name": zod.string().min(1).max(listContentEntryFiles200ResponseNameMax),
  "url": zod.url(),
  "size": zod.int().min(listContentEntryFiles200ResponseSizeMin).describe('Size in bytes.'),
  "contentType": zod.string().min(listContentEntryFiles200ResponseContentTypeMin).max(listContentEntryFiles200ResponseContentTypeMax).describe('The file\'s media type, e.g. application/pdf.')
}).describe('A file attached to a content entry. Assumption: fields modelled on a CMS asset.')
export const ListContentEntryFiles200Response = zod.array(ListContentEntryFiles200ResponseItem)

export const ListContentEntryFiles429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListContentEntryFiles5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The dynamic URL source of the sitemap. Assumption: modelled on a sitemap module's source format: a list of entries with the page path (`loc`), its last modification and its language alternatives.
 * @summary List the sitemap's unique URLs
 */
export const listSitemapUrls200ResponseLocMax = 2048;

export const listSitemapUrls200ResponseAlternativesItemHreflangRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const listSitemapUrls200ResponseAlternativesItemHrefMax = 2048;



export const ListSitemapUrls200ResponseItem = zod.object({
  "loc": zod.string().min(1).max(listSitemapUrls200ResponseLocMax).describe('The page path without the locale prefix, e.g. /trade/BTC-USDT.'),
  "lastmod": zod.iso.datetime({"offset":true}).optional(),
  "alternatives": zod.array(zod.object({
  "hreflang": zod.stringFormat('locale', listSitemapUrls200ResponseAlternativesItemHreflangRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "href": zod.string().min(1).max(listSitemapUrls200ResponseAlternativesItemHrefMax)
})).optional().describe('The page in other languages.')
}).describe('A sitemap entry. Assumption: modelled on a sitemap module\'s URL source entry.')
export const ListSitemapUrls200Response = zod.array(ListSitemapUrls200ResponseItem)

export const ListSitemapUrls429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListSitemapUrls5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Downloads a prepared report file (history exports, statements). The method is not stated by the spec. Assumption: GET (a download); {id} is the report's id; the file is a PDF statement or another binary export, named by Content-Disposition. The session is forwarded when there is one.
 * @summary Download a report
 */
export const DownloadReportParams = zod.object({
  "id": zod.uuid().describe('The report\'s id.')
})

export const DownloadReport200Response = zod.unknown()

export const DownloadReport429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DownloadReport5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Downloads the mining pool report of the user's mining accounts as CSV. The method is not stated by the spec. Assumption: GET (a download); the period is chosen by `from` and `to` (Unix seconds, default the last 30 days).
 * @summary Download the mining pool report
 */
export const downloadMiningPoolReportQueryFromMin = 0;

export const downloadMiningPoolReportQueryToMin = 0;



export const DownloadMiningPoolReportQueryParams = zod.object({
  "from": zod.int().min(downloadMiningPoolReportQueryFromMin).optional().describe('Start of the period, Unix seconds. Assumption: default 30 days before `to`.'),
  "to": zod.int().min(downloadMiningPoolReportQueryToMin).optional().describe('End of the period, Unix seconds. Assumption: default now.')
})

export const DownloadMiningPoolReport200Response = zod.unknown()

export const DownloadMiningPoolReport429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DownloadMiningPoolReport5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Downloads the report of one mining account as CSV. The method is not stated by the spec. Assumption: GET (a download); {id} is the mining account; the period is chosen by `from` and `to`.
 * @summary Download a mining account's report
 */



export const DownloadMiningAccountReportParams = zod.object({
  "id": zod.int().min(1).describe('The mining account\'s id.')
})

export const downloadMiningAccountReportQueryFromMin = 0;

export const downloadMiningAccountReportQueryToMin = 0;



export const DownloadMiningAccountReportQueryParams = zod.object({
  "from": zod.int().min(downloadMiningAccountReportQueryFromMin).optional().describe('Start of the period, Unix seconds. Assumption: default 30 days before `to`.'),
  "to": zod.int().min(downloadMiningAccountReportQueryToMin).optional().describe('End of the period, Unix seconds. Assumption: default now.')
})

export const DownloadMiningAccountReport200Response = zod.unknown()

export const DownloadMiningAccountReport429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DownloadMiningAccountReport5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Downloads the report of one worker of a mining account as CSV. The method is not stated by the spec. Assumption: GET (a download); the period is chosen by `from` and `to`.
 * @summary Download a mining worker's report
 */




export const DownloadMiningWorkerReportParams = zod.object({
  "id": zod.int().min(1).describe('The mining account\'s id.'),
  "workerId": zod.int().min(1).describe('The worker\'s id.')
})

export const downloadMiningWorkerReportQueryFromMin = 0;

export const downloadMiningWorkerReportQueryToMin = 0;



export const DownloadMiningWorkerReportQueryParams = zod.object({
  "from": zod.int().min(downloadMiningWorkerReportQueryFromMin).optional().describe('Start of the period, Unix seconds. Assumption: default 30 days before `to`.'),
  "to": zod.int().min(downloadMiningWorkerReportQueryToMin).optional().describe('End of the period, Unix seconds. Assumption: default now.')
})

export const DownloadMiningWorkerReport200Response = zod.unknown()

export const DownloadMiningWorkerReport429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DownloadMiningWorkerReport5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * The translation messages of one namespace in one locale, loaded on demand (missing translations fall back through the locale chain). The spec gives no path. Assumption: GET /internal/i18n/{locale}/{namespace}, the JSON of locales/<locale>/<namespace>.json: message keys to strings, one level of grouping. Cache-Control says whether it may be cached: `no-cache` when the messages are not cacheable (e.g. a preview of unpublished texts), otherwise a public max-age.
 * @summary Get the messages of a locale
 */
export const getLocaleMessagesPathLocaleRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const getLocaleMessagesPathNamespaceRegExp = new RegExp('^[a-z][a-z0-9-]{0,63}$');


export const GetLocaleMessagesParams = zod.object({
  "locale": zod.stringFormat('locale', getLocaleMessagesPathLocaleRegExp).describe('The locale (a configured one).'),
  "namespace": zod.string().regex(getLocaleMessagesPathNamespaceRegExp).describe('The namespace, one per feature (common, home, markets, ...).')
})

export const GetLocaleMessages200Response = zod.record(zod.string(), zod.union([zod.string(),zod.record(zod.string(), zod.string()).describe('A group of messages, message key to text.')])).describe('The messages of one namespace in one locale: message key to text, or to a group of messages (one level). Texts may hold i18next interpolations such as {{code}}.')

export const GetLocaleMessages429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetLocaleMessages5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
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
 * Polled to detect that a new version of the frontend was deployed (section 4): when the build id differs from the running one, the client offers a reload. The spec gives no path. Assumption: GET /internal/build-manifest.json, modelled on a framework build manifest (build id, version, build time), served with `Cache-Control: no-cache`.
 * @summary Get the build manifest
 */
export const getBuildManifest200ResponseVersionMax = 40;

export const getBuildManifest200ResponseTimestampMin = 0;



export const GetBuildManifest200Response = zod.object({
  "id": zod.uuid().describe('The build id; a different id than the running one means a new version.'),
  "version": zod.string().min(1).max(getBuildManifest200ResponseVersionMax).optional().describe('The human-readable release version.'),
  "timestamp": zod.int().min(getBuildManifest200ResponseTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('The deployed build. Assumption: modelled on a framework build manifest (id and build time), plus the version.')

export const GetBuildManifest429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetBuildManifest5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

