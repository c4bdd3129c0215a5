/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import {
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import {
  BuildManifest,
  ContentEntry,
  ContentEntryList,
  ContentFileList,
  LocaleMessages,
  SitemapUrlList,
  UserCountry
} from '../model';
import type {
  DownloadMiningAccountReportParams,
  DownloadMiningPoolReportParams,
  DownloadMiningWorkerReportParams,
  ErrorBody,
  LocaleCode
} from '../model';

import { httpClient } from '../../../src/lib/http/http-client.ts';
import type { ErrorType } from '../../../src/lib/http/http-client.ts';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



const withQueryKey = <T extends object, K>(query: T, queryKey: K): T & { queryKey: K } => {
  const result = { queryKey } as T & { queryKey: K };
  for (const key of Object.keys(query)) {
    // The explicit queryKey always wins, matching the previous
    // `{ ...query, queryKey }` spread where it was set last.
    if (key === 'queryKey') continue;
    Object.defineProperty(result, key, {
      enumerable: true,
      configurable: true,
      get: () => (query as Record<string, unknown>)[key],
    });
  }
  return result;
};

export const getGetUserCountryUrl = () => {




  return `/internal/userCountry`
}

/**
 * The country of the visitor as the frontend host sees it. Assumption: the response is not shown; modelled as the ISO country code resolved from the request (the CDN's geo header), used for the preferred fiat and regional notices.
 * @summary Get the visitor's country
 */
export const getUserCountry = async ( options?: Parameters<typeof httpClient>[1]): Promise<UserCountry> => {

  return httpClient<UserCountry>(getGetUserCountryUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: UserCountry
  }
);}





export const getGetUserCountryQueryKey = () => {
    return [
    `/internal/userCountry`
    ] as const;
    }


export const getGetUserCountryQueryOptions = <TData = Awaited<ReturnType<typeof getUserCountry>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserCountry>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetUserCountryQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getUserCountry>>> = ({ signal }) => getUserCountry({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getUserCountry>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetUserCountryQueryResult = NonNullable<Awaited<ReturnType<typeof getUserCountry>>>
export type GetUserCountryQueryError = ErrorType<ErrorBody>


export function useGetUserCountry<TData = Awaited<ReturnType<typeof getUserCountry>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserCountry>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getUserCountry>>,
          TError,
          Awaited<ReturnType<typeof getUserCountry>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetUserCountry<TData = Awaited<ReturnType<typeof getUserCountry>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserCountry>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getUserCountry>>,
          TError,
          Awaited<ReturnType<typeof getUserCountry>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetUserCountry<TData = Awaited<ReturnType<typeof getUserCountry>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserCountry>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the visitor's country
 */

export function useGetUserCountry<TData = Awaited<ReturnType<typeof getUserCountry>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserCountry>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetUserCountryQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListContentEntriesUrl = (a: string,) => {




  return `/internal/hmd/${encodeURIComponent(String(a))}`
}

/**
 * Assumption: the meaning of {a} is not stated. Modelled as the headless-content proxy of the frontend host: {a} is a content collection (e.g. releases, legal documents) and the answer lists its entries in the request's locale (X-APP-LOCALE).
 * @summary List the entries of a content collection
 */
export const listContentEntries = async (a: string, options?: Parameters<typeof httpClient>[1]): Promise<ContentEntryList> => {

  return httpClient<ContentEntryList>(getListContentEntriesUrl(a),
  {
    ...options,
    method: 'GET'

    ,
    schema: ContentEntryList
  }
);}





export const getListContentEntriesQueryKey = (a: string,) => {
    return [
    `/internal/hmd/${a}`
    ] as const;
    }


export const getListContentEntriesQueryOptions = <TData = Awaited<ReturnType<typeof listContentEntries>>, TError = ErrorType<ErrorBody>>(a: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listContentEntries>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListContentEntriesQueryKey(a);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listContentEntries>>> = ({ signal }) => listContentEntries(a, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: a !== null && a !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listContentEntries>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListContentEntriesQueryResult = NonNullable<Awaited<ReturnType<typeof listContentEntries>>>
export type ListContentEntriesQueryError = ErrorType<ErrorBody>


export function useListContentEntries<TData = Awaited<ReturnType<typeof listContentEntries>>, TError = ErrorType<ErrorBody>>(
 a: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listContentEntries>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listContentEntries>>,
          TError,
          Awaited<ReturnType<typeof listContentEntries>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListContentEntries<TData = Awaited<ReturnType<typeof listContentEntries>>, TError = ErrorType<ErrorBody>>(
 a: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listContentEntries>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listContentEntries>>,
          TError,
          Awaited<ReturnType<typeof listContentEntries>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListContentEntries<TData = Awaited<ReturnType<typeof listContentEntries>>, TError = ErrorType<ErrorBody>>(
 a: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listContentEntries>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the entries of a content collection
 */

export function useListContentEntries<TData = Awaited<ReturnType<typeof listContentEntries>>, TError = ErrorType<ErrorBody>>(
 a: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listContentEntries>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListContentEntriesQueryOptions(a,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetContentEntryUrl = (a: string,
    b: string,) => {




  return `/internal/hmd/${encodeURIComponent(String(a))}/${encodeURIComponent(String(b))}`
}

/**
 * Assumption: the meaning of {a} and {b} is not stated. Modelled as one entry ({b}, its slug) of a content collection ({a}) of the headless-content proxy, with its body as HTML, in the request's locale.
 * @summary Get a content entry
 */
export const getContentEntry = async (a: string,
    b: string, options?: Parameters<typeof httpClient>[1]): Promise<ContentEntry> => {

  return httpClient<ContentEntry>(getGetContentEntryUrl(a,b),
  {
    ...options,
    method: 'GET'

    ,
    schema: ContentEntry
  }
);}





export const getGetContentEntryQueryKey = (a: string,
    b: string,) => {
    return [
    `/internal/hmd/${a}/${b}`
    ] as const;
    }


export const getGetContentEntryQueryOptions = <TData = Awaited<ReturnType<typeof getContentEntry>>, TError = ErrorType<ErrorBody>>(a: string,
    b: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getContentEntry>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetContentEntryQueryKey(a,b);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getContentEntry>>> = ({ signal }) => getContentEntry(a,b, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: a !== null && a !== undefined && b !== null && b !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getContentEntry>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetContentEntryQueryResult = NonNullable<Awaited<ReturnType<typeof getContentEntry>>>
export type GetContentEntryQueryError = ErrorType<ErrorBody>


export function useGetContentEntry<TData = Awaited<ReturnType<typeof getContentEntry>>, TError = ErrorType<ErrorBody>>(
 a: string,
    b: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getContentEntry>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getContentEntry>>,
          TError,
          Awaited<ReturnType<typeof getContentEntry>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetContentEntry<TData = Awaited<ReturnType<typeof getContentEntry>>, TError = ErrorType<ErrorBody>>(
 a: string,
    b: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getContentEntry>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getContentEntry>>,
          TError,
          Awaited<ReturnType<typeof getContentEntry>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetContentEntry<TData = Awaited<ReturnType<typeof getContentEntry>>, TError = ErrorType<ErrorBody>>(
 a: string,
    b: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getContentEntry>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a content entry
 */

export function useGetContentEntry<TData = Awaited<ReturnType<typeof getContentEntry>>, TError = ErrorType<ErrorBody>>(
 a: string,
    b: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getContentEntry>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetContentEntryQueryOptions(a,b,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListContentEntryFilesUrl = (a: string,
    b: string,) => {




  return `/internal/hmd/${encodeURIComponent(String(a))}/${encodeURIComponent(String(b))}/files`
}

/**
 * Assumption: modelled as the attachments (images, PDFs) of one entry of the headless-content proxy, each with its name, URL, size and media type.
 * @summary List the files of a content entry
 */
export const listContentEntryFiles = async (a: string,
    b: string, options?: Parameters<typeof httpClient>[1]): Promise<ContentFileList> => {

  return httpClient<ContentFileList>(getListContentEntryFilesUrl(a,b),
  {
    ...options,
    method: 'GET'

    ,
    schema: ContentFileList
  }
);}





export const getListContentEntryFilesQueryKey = (a: string,
    b: string,) => {
    return [
    `/internal/hmd/${a}/${b}/files`
    ] as const;
    }


export const getListContentEntryFilesQueryOptions = <TData = Awaited<ReturnType<typeof listContentEntryFiles>>, TError = ErrorType<ErrorBody>>(a: string,
    b: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listContentEntryFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListContentEntryFilesQueryKey(a,b);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listContentEntryFiles>>> = ({ signal }) => listContentEntryFiles(a,b, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: a !== null && a !== undefined && b !== null && b !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listContentEntryFiles>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListContentEntryFilesQueryResult = NonNullable<Awaited<ReturnType<typeof listContentEntryFiles>>>
export type ListContentEntryFilesQueryError = ErrorType<ErrorBody>


export function useListContentEntryFiles<TData = Awaited<ReturnType<typeof listContentEntryFiles>>, TError = ErrorType<ErrorBody>>(
 a: string,
    b: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listContentEntryFiles>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listContentEntryFiles>>,
          TError,
          Awaited<ReturnType<typeof listContentEntryFiles>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListContentEntryFiles<TData = Awaited<ReturnType<typeof listContentEntryFiles>>, TError = ErrorType<ErrorBody>>(
 a: string,
    b: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listContentEntryFiles>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listContentEntryFiles>>,
          TError,
          Awaited<ReturnType<typeof listContentEntryFiles>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListContentEntryFiles<TData = Awaited<ReturnType<typeof listContentEntryFiles>>, TError = ErrorType<ErrorBody>>(
 a: string,
    b: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listContentEntryFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the files of a content entry
 */

export function useListContentEntryFiles<TData = Awaited<ReturnType<typeof listContentEntryFiles>>, TError = ErrorType<ErrorBody>>(
 a: string,
    b: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listContentEntryFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListContentEntryFilesQueryOptions(a,b,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListSitemapUrlsUrl = () => {




  return `/internal/__sitemap__/uniqueUrls`
}

/**
 * The dynamic URL source of the sitemap. Assumption: modelled on a sitemap module's source format: a list of entries with the page path (`loc`), its last modification and its language alternatives.
 * @summary List the sitemap's unique URLs
 */
export const listSitemapUrls = async ( options?: Parameters<typeof httpClient>[1]): Promise<SitemapUrlList> => {

  return httpClient<SitemapUrlList>(getListSitemapUrlsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: SitemapUrlList
  }
);}





export const getListSitemapUrlsQueryKey = () => {
    return [
    `/internal/__sitemap__/uniqueUrls`
    ] as const;
    }


export const getListSitemapUrlsQueryOptions = <TData = Awaited<ReturnType<typeof listSitemapUrls>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSitemapUrls>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSitemapUrlsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSitemapUrls>>> = ({ signal }) => listSitemapUrls({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSitemapUrls>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSitemapUrlsQueryResult = NonNullable<Awaited<ReturnType<typeof listSitemapUrls>>>
export type ListSitemapUrlsQueryError = ErrorType<ErrorBody>


export function useListSitemapUrls<TData = Awaited<ReturnType<typeof listSitemapUrls>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSitemapUrls>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSitemapUrls>>,
          TError,
          Awaited<ReturnType<typeof listSitemapUrls>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSitemapUrls<TData = Awaited<ReturnType<typeof listSitemapUrls>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSitemapUrls>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSitemapUrls>>,
          TError,
          Awaited<ReturnType<typeof listSitemapUrls>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSitemapUrls<TData = Awaited<ReturnType<typeof listSitemapUrls>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSitemapUrls>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the sitemap's unique URLs
 */

export function useListSitemapUrls<TData = Awaited<ReturnType<typeof listSitemapUrls>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSitemapUrls>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSitemapUrlsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getDownloadReportUrl = (id: string,) => {




  return `/internal/rdrs/${encodeURIComponent(String(id))}`
}

/**
 * Downloads a prepared report file (history exports, statements). The method is not stated by the spec. Assumption: GET (a download); {id} is the report's id (a history export's id once it is ready, see listHistoryExports); the file is a CSV export (text/csv), an XLSX export (application/octet-stream: an Office Open XML workbook of one worksheet, the header row, then a row per record; its name ends in .xlsx) or a PDF statement, named by Content-Disposition. The session is forwarded when there is one. 404 for an unknown, unfinished or expired report; fails with 2418 FailedToExportHistory otherwise.
 * @summary Download a report
 */
export const downloadReport = async (id: string, options?: Parameters<typeof httpClient>[1]): Promise<Blob> => {

  return httpClient<Blob>(getDownloadReportUrl(id),
  {
    ...options,
    method: 'GET'


  }
);}





export const getDownloadReportQueryKey = (id: string,) => {
    return [
    `/internal/rdrs/${id}`
    ] as const;
    }


export const getDownloadReportQueryOptions = <TData = Awaited<ReturnType<typeof downloadReport>>, TError = ErrorType<ErrorBody>>(id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadReport>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDownloadReportQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof downloadReport>>> = ({ signal }) => downloadReport(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof downloadReport>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DownloadReportQueryResult = NonNullable<Awaited<ReturnType<typeof downloadReport>>>
export type DownloadReportQueryError = ErrorType<ErrorBody>


export function useDownloadReport<TData = Awaited<ReturnType<typeof downloadReport>>, TError = ErrorType<ErrorBody>>(
 id: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadReport>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof downloadReport>>,
          TError,
          Awaited<ReturnType<typeof downloadReport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDownloadReport<TData = Awaited<ReturnType<typeof downloadReport>>, TError = ErrorType<ErrorBody>>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadReport>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof downloadReport>>,
          TError,
          Awaited<ReturnType<typeof downloadReport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDownloadReport<TData = Awaited<ReturnType<typeof downloadReport>>, TError = ErrorType<ErrorBody>>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadReport>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Download a report
 */

export function useDownloadReport<TData = Awaited<ReturnType<typeof downloadReport>>, TError = ErrorType<ErrorBody>>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadReport>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDownloadReportQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getDownloadMiningPoolReportUrl = (params?: DownloadMiningPoolReportParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/internal/mining-pool/report?${stringifiedParams}` : `/internal/mining-pool/report`
}

/**
 * Downloads the mining pool report of the user's mining accounts as CSV. The method is not stated by the spec. Assumption: GET (a download); the period is chosen by `from` and `to` (Unix seconds, default the last 30 days).
 * @summary Download the mining pool report
 */
export const downloadMiningPoolReport = async (params?: DownloadMiningPoolReportParams, options?: Parameters<typeof httpClient>[1]): Promise<Blob> => {

  return httpClient<Blob>(getDownloadMiningPoolReportUrl(params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getDownloadMiningPoolReportQueryKey = (params?: DownloadMiningPoolReportParams,) => {
    return [
    `/internal/mining-pool/report`, ...(params ? [params] : [])
    ] as const;
    }


export const getDownloadMiningPoolReportQueryOptions = <TData = Awaited<ReturnType<typeof downloadMiningPoolReport>>, TError = ErrorType<ErrorBody>>(params?: DownloadMiningPoolReportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningPoolReport>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDownloadMiningPoolReportQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof downloadMiningPoolReport>>> = ({ signal }) => downloadMiningPoolReport(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof downloadMiningPoolReport>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DownloadMiningPoolReportQueryResult = NonNullable<Awaited<ReturnType<typeof downloadMiningPoolReport>>>
export type DownloadMiningPoolReportQueryError = ErrorType<ErrorBody>


export function useDownloadMiningPoolReport<TData = Awaited<ReturnType<typeof downloadMiningPoolReport>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  DownloadMiningPoolReportParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningPoolReport>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof downloadMiningPoolReport>>,
          TError,
          Awaited<ReturnType<typeof downloadMiningPoolReport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDownloadMiningPoolReport<TData = Awaited<ReturnType<typeof downloadMiningPoolReport>>, TError = ErrorType<ErrorBody>>(
 params?: DownloadMiningPoolReportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningPoolReport>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof downloadMiningPoolReport>>,
          TError,
          Awaited<ReturnType<typeof downloadMiningPoolReport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDownloadMiningPoolReport<TData = Awaited<ReturnType<typeof downloadMiningPoolReport>>, TError = ErrorType<ErrorBody>>(
 params?: DownloadMiningPoolReportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningPoolReport>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Download the mining pool report
 */

export function useDownloadMiningPoolReport<TData = Awaited<ReturnType<typeof downloadMiningPoolReport>>, TError = ErrorType<ErrorBody>>(
 params?: DownloadMiningPoolReportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningPoolReport>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDownloadMiningPoolReportQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getDownloadMiningAccountReportUrl = (id: number,
    params?: DownloadMiningAccountReportParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/internal/mining-pool/${encodeURIComponent(String(id))}/report?${stringifiedParams}` : `/internal/mining-pool/${encodeURIComponent(String(id))}/report`
}

/**
 * Downloads the report of one mining account as CSV. The method is not stated by the spec. Assumption: GET (a download); {id} is the mining account; the period is chosen by `from` and `to`.
 * @summary Download a mining account's report
 */
export const downloadMiningAccountReport = async (id: number,
    params?: DownloadMiningAccountReportParams, options?: Parameters<typeof httpClient>[1]): Promise<Blob> => {

  return httpClient<Blob>(getDownloadMiningAccountReportUrl(id,params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getDownloadMiningAccountReportQueryKey = (id: number,
    params?: DownloadMiningAccountReportParams,) => {
    return [
    `/internal/mining-pool/${id}/report`, ...(params ? [params] : [])
    ] as const;
    }


export const getDownloadMiningAccountReportQueryOptions = <TData = Awaited<ReturnType<typeof downloadMiningAccountReport>>, TError = ErrorType<ErrorBody>>(id: number,
    params?: DownloadMiningAccountReportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningAccountReport>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDownloadMiningAccountReportQueryKey(id,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof downloadMiningAccountReport>>> = ({ signal }) => downloadMiningAccountReport(id,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof downloadMiningAccountReport>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DownloadMiningAccountReportQueryResult = NonNullable<Awaited<ReturnType<typeof downloadMiningAccountReport>>>
export type DownloadMiningAccountReportQueryError = ErrorType<ErrorBody>


export function useDownloadMiningAccountReport<TData = Awaited<ReturnType<typeof downloadMiningAccountReport>>, TError = ErrorType<ErrorBody>>(
 id: number,
    params: undefined |  DownloadMiningAccountReportParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningAccountReport>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof downloadMiningAccountReport>>,
          TError,
          Awaited<ReturnType<typeof downloadMiningAccountReport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDownloadMiningAccountReport<TData = Awaited<ReturnType<typeof downloadMiningAccountReport>>, TError = ErrorType<ErrorBody>>(
 id: number,
    params?: DownloadMiningAccountReportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningAccountReport>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof downloadMiningAccountReport>>,
          TError,
          Awaited<ReturnType<typeof downloadMiningAccountReport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDownloadMiningAccountReport<TData = Awaited<ReturnType<typeof downloadMiningAccountReport>>, TError = ErrorType<ErrorBody>>(
 id: number,
    params?: DownloadMiningAccountReportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningAccountReport>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Download a mining account's report
 */

export function useDownloadMiningAccountReport<TData = Awaited<ReturnType<typeof downloadMiningAccountReport>>, TError = ErrorType<ErrorBody>>(
 id: number,
    params?: DownloadMiningAccountReportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningAccountReport>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDownloadMiningAccountReportQueryOptions(id,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getDownloadMiningWorkerReportUrl = (id: number,
    workerId: number,
    params?: DownloadMiningWorkerReportParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/internal/mining-pool/${encodeURIComponent(String(id))}/workers/${encodeURIComponent(String(workerId))}/report?${stringifiedParams}` : `/internal/mining-pool/${encodeURIComponent(String(id))}/workers/${encodeURIComponent(String(workerId))}/report`
}

/**
 * Downloads the report of one worker of a mining account as CSV. The method is not stated by the spec. Assumption: GET (a download); the period is chosen by `from` and `to`.
 * @summary Download a mining worker's report
 */
export const downloadMiningWorkerReport = async (id: number,
    workerId: number,
    params?: DownloadMiningWorkerReportParams, options?: Parameters<typeof httpClient>[1]): Promise<Blob> => {

  return httpClient<Blob>(getDownloadMiningWorkerReportUrl(id,workerId,params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getDownloadMiningWorkerReportQueryKey = (id: number,
    workerId: number,
    params?: DownloadMiningWorkerReportParams,) => {
    return [
    `/internal/mining-pool/${id}/workers/${workerId}/report`, ...(params ? [params] : [])
    ] as const;
    }


export const getDownloadMiningWorkerReportQueryOptions = <TData = Awaited<ReturnType<typeof downloadMiningWorkerReport>>, TError = ErrorType<ErrorBody>>(id: number,
    workerId: number,
    params?: DownloadMiningWorkerReportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningWorkerReport>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDownloadMiningWorkerReportQueryKey(id,workerId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof downloadMiningWorkerReport>>> = ({ signal }) => downloadMiningWorkerReport(id,workerId,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined && workerId !== null && workerId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof downloadMiningWorkerReport>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DownloadMiningWorkerReportQueryResult = NonNullable<Awaited<ReturnType<typeof downloadMiningWorkerReport>>>
export type DownloadMiningWorkerReportQueryError = ErrorType<ErrorBody>


export function useDownloadMiningWorkerReport<TData = Awaited<ReturnType<typeof downloadMiningWorkerReport>>, TError = ErrorType<ErrorBody>>(
 id: number,
    workerId: number,
    params: undefined |  DownloadMiningWorkerReportParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningWorkerReport>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof downloadMiningWorkerReport>>,
          TError,
          Awaited<ReturnType<typeof downloadMiningWorkerReport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDownloadMiningWorkerReport<TData = Awaited<ReturnType<typeof downloadMiningWorkerReport>>, TError = ErrorType<ErrorBody>>(
 id: number,
    workerId: number,
    params?: DownloadMiningWorkerReportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningWorkerReport>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof downloadMiningWorkerReport>>,
          TError,
          Awaited<ReturnType<typeof downloadMiningWorkerReport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDownloadMiningWorkerReport<TData = Awaited<ReturnType<typeof downloadMiningWorkerReport>>, TError = ErrorType<ErrorBody>>(
 id: number,
    workerId: number,
    params?: DownloadMiningWorkerReportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningWorkerReport>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Download a mining worker's report
 */

export function useDownloadMiningWorkerReport<TData = Awaited<ReturnType<typeof downloadMiningWorkerReport>>, TError = ErrorType<ErrorBody>>(
 id: number,
    workerId: number,
    params?: DownloadMiningWorkerReportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadMiningWorkerReport>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDownloadMiningWorkerReportQueryOptions(id,workerId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetLocaleMessagesUrl = (locale: LocaleCode,
    namespace: string,) => {




  return `/internal/i18n/${encodeURIComponent(String(locale))}/${encodeURIComponent(String(namespace))}`
}

/**
 * The translation messages of one namespace in one locale, loaded on demand (missing translations fall back through the locale chain). The spec gives no path. Assumption: GET /internal/i18n/{locale}/{namespace}, the JSON of locales/<locale>/<namespace>.json: message keys to strings, one level of grouping. Cache-Control says whether it may be cached: `no-cache` when the messages are not cacheable (e.g. a preview of unpublished texts), otherwise a public max-age.
 * @summary Get the messages of a locale
 */
export const getLocaleMessages = async (locale: LocaleCode,
    namespace: string, options?: Parameters<typeof httpClient>[1]): Promise<LocaleMessages> => {

  return httpClient<LocaleMessages>(getGetLocaleMessagesUrl(locale,namespace),
  {
    ...options,
    method: 'GET'

    ,
    schema: LocaleMessages
  }
);}





export const getGetLocaleMessagesQueryKey = (locale: LocaleCode,
    namespace: string,) => {
    return [
    `/internal/i18n/${locale}/${namespace}`
    ] as const;
    }


export const getGetLocaleMessagesQueryOptions = <TData = Awaited<ReturnType<typeof getLocaleMessages>>, TError = ErrorType<ErrorBody>>(locale: LocaleCode,
    namespace: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocaleMessages>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetLocaleMessagesQueryKey(locale,namespace);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getLocaleMessages>>> = ({ signal }) => getLocaleMessages(locale,namespace, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: locale !== null && locale !== undefined && namespace !== null && namespace !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getLocaleMessages>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetLocaleMessagesQueryResult = NonNullable<Awaited<ReturnType<typeof getLocaleMessages>>>
export type GetLocaleMessagesQueryError = ErrorType<ErrorBody>


export function useGetLocaleMessages<TData = Awaited<ReturnType<typeof getLocaleMessages>>, TError = ErrorType<ErrorBody>>(
 locale: LocaleCode,
    namespace: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocaleMessages>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getLocaleMessages>>,
          TError,
          Awaited<ReturnType<typeof getLocaleMessages>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetLocaleMessages<TData = Awaited<ReturnType<typeof getLocaleMessages>>, TError = ErrorType<ErrorBody>>(
 locale: LocaleCode,
    namespace: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocaleMessages>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getLocaleMessages>>,
          TError,
          Awaited<ReturnType<typeof getLocaleMessages>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetLocaleMessages<TData = Awaited<ReturnType<typeof getLocaleMessages>>, TError = ErrorType<ErrorBody>>(
 locale: LocaleCode,
    namespace: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocaleMessages>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the messages of a locale
 */

export function useGetLocaleMessages<TData = Awaited<ReturnType<typeof getLocaleMessages>>, TError = ErrorType<ErrorBody>>(
 locale: LocaleCode,
    namespace: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getLocaleMessages>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetLocaleMessagesQueryOptions(locale,namespace,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetBuildManifestUrl = () => {




  return `/internal/build-manifest.json`
}

/**
 * Polled to detect that a new version of the frontend was deployed (section 4): when the build id differs from the running one, the client offers a reload. The spec gives no path. Assumption: GET /internal/build-manifest.json, modelled on a framework build manifest (build id, version, build time), served with `Cache-Control: no-cache`.
 * @summary Get the build manifest
 */
export const getBuildManifest = async ( options?: Parameters<typeof httpClient>[1]): Promise<BuildManifest> => {

  return httpClient<BuildManifest>(getGetBuildManifestUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: BuildManifest
  }
);}





export const getGetBuildManifestQueryKey = () => {
    return [
    `/internal/build-manifest.json`
    ] as const;
    }


export const getGetBuildManifestQueryOptions = <TData = Awaited<ReturnType<typeof getBuildManifest>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuildManifest>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetBuildManifestQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getBuildManifest>>> = ({ signal }) => getBuildManifest({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getBuildManifest>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetBuildManifestQueryResult = NonNullable<Awaited<ReturnType<typeof getBuildManifest>>>
export type GetBuildManifestQueryError = ErrorType<ErrorBody>


export function useGetBuildManifest<TData = Awaited<ReturnType<typeof getBuildManifest>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuildManifest>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getBuildManifest>>,
          TError,
          Awaited<ReturnType<typeof getBuildManifest>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetBuildManifest<TData = Awaited<ReturnType<typeof getBuildManifest>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuildManifest>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getBuildManifest>>,
          TError,
          Awaited<ReturnType<typeof getBuildManifest>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetBuildManifest<TData = Awaited<ReturnType<typeof getBuildManifest>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuildManifest>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the build manifest
 */

export function useGetBuildManifest<TData = Awaited<ReturnType<typeof getBuildManifest>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuildManifest>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetBuildManifestQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






