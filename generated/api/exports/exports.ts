/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import {
  useMutation,
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import {
  HistoryExportListResponse,
  HistoryExportResponse
} from '../model';
import type {
  CreateHistoryExportRequest,
  ErrorBody,
  ListHistoryExportsParams
} from '../model';

import { httpClient } from '../../../src/lib/http/http-client.ts';
import type { ErrorType , BodyType } from '../../../src/lib/http/http-client.ts';


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

export const getListHistoryExportsUrl = (params?: ListHistoryExportsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/export/requests?${stringifiedParams}` : `/v2/export/requests`
}

/**
 * Assumption: the spec names no call for the exports of /history/exports; modelled on the download-history pattern exchanges publish (each request with its status and, once ready, its file until it expires). Newest first, the web API's offset and limit (default 20). Pending exports settle on the exchange's clock when read. Fails with 2418 FailedToExportHistory.
 * @summary List the history exports
 */
export const listHistoryExports = async (params?: ListHistoryExportsParams, options?: Parameters<typeof httpClient>[1]): Promise<HistoryExportListResponse> => {

  return httpClient<HistoryExportListResponse>(getListHistoryExportsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: HistoryExportListResponse
  }
);}





export const getListHistoryExportsQueryKey = (params?: ListHistoryExportsParams,) => {
    return [
    `/v2/export/requests`, ...(params ? [params] : [])
    ] as const;
    }


export const getListHistoryExportsQueryOptions = <TData = Awaited<ReturnType<typeof listHistoryExports>>, TError = ErrorType<ErrorBody>>(params?: ListHistoryExportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listHistoryExports>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListHistoryExportsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listHistoryExports>>> = ({ signal }) => listHistoryExports(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listHistoryExports>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListHistoryExportsQueryResult = NonNullable<Awaited<ReturnType<typeof listHistoryExports>>>
export type ListHistoryExportsQueryError = ErrorType<ErrorBody>


export function useListHistoryExports<TData = Awaited<ReturnType<typeof listHistoryExports>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListHistoryExportsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listHistoryExports>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listHistoryExports>>,
          TError,
          Awaited<ReturnType<typeof listHistoryExports>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListHistoryExports<TData = Awaited<ReturnType<typeof listHistoryExports>>, TError = ErrorType<ErrorBody>>(
 params?: ListHistoryExportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listHistoryExports>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listHistoryExports>>,
          TError,
          Awaited<ReturnType<typeof listHistoryExports>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListHistoryExports<TData = Awaited<ReturnType<typeof listHistoryExports>>, TError = ErrorType<ErrorBody>>(
 params?: ListHistoryExportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listHistoryExports>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the history exports
 */

export function useListHistoryExports<TData = Awaited<ReturnType<typeof listHistoryExports>>, TError = ErrorType<ErrorBody>>(
 params?: ListHistoryExportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listHistoryExports>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListHistoryExportsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateHistoryExportUrl = () => {




  return `/v2/export/requests`
}

/**
 * Assumption: requests the records of one kind between `from` and `to` (Unix seconds, at most the options' maxPeriodDays apart, `from` before `to`) in one of the offered formats; answered at once as pending, prepared in the background. Counts against the options' daily limit. A CSV file is RFC 4180 text; an XLSX file is an Office Open XML workbook of one worksheet with the same header and rows (an amount a spreadsheet's number cannot hold exactly is a text cell, so that no figure is rounded). A 422 carries code 30 on type, format, from or to (a kind or format not offered, a period too long or reversed, no exports left today); 2418 FailedToExportHistory otherwise.
 * @summary Request a history export
 */
export const createHistoryExport = async (createHistoryExportRequest: CreateHistoryExportRequest, options?: Parameters<typeof httpClient>[1]): Promise<HistoryExportResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return httpClient<HistoryExportResponse>(getCreateHistoryExportUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createHistoryExportRequest),
    schema: HistoryExportResponse
  }
);}





export const getCreateHistoryExportMutationKey = () => ['createHistoryExport'] as const;

export const getCreateHistoryExportMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createHistoryExport>>, TError,CreateHistoryExportMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createHistoryExport>>, TError,CreateHistoryExportMutationVariables, TContext> => {

const mutationKey = getCreateHistoryExportMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createHistoryExport>>, CreateHistoryExportMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createHistoryExport(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateHistoryExportMutationResult = NonNullable<Awaited<ReturnType<typeof createHistoryExport>>>
    export type CreateHistoryExportMutationBody = BodyType<CreateHistoryExportRequest>
    export type CreateHistoryExportMutationError = ErrorType<ErrorBody>
    export type CreateHistoryExportMutationVariables = {data: BodyType<CreateHistoryExportRequest>}

    /**
 * @summary Request a history export
 */
export const useCreateHistoryExport = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createHistoryExport>>, TError,CreateHistoryExportMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createHistoryExport>>,
        TError,
        CreateHistoryExportMutationVariables,
        TContext
      > => {
      return useMutation(getCreateHistoryExportMutationOptions(options), queryClient);
    }
