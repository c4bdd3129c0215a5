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
  CsrfTokenResponse,
  PublicServerTime,
  ServerConfigResponse,
  ServerTimeResponse
} from '../model';
import type {
  ErrorBody,
  PublicServerError
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

export const getGetCsrfTokenUrl = () => {




  return `/v2/index`
}

/**
 * Fetched before every non-GET request; `data.token` is sent as X-CSRF-TOKEN.
 * @summary Get the CSRF token
 */
export const getCsrfToken = async ( options?: Parameters<typeof httpClient>[1]): Promise<CsrfTokenResponse> => {

  return httpClient<CsrfTokenResponse>(getGetCsrfTokenUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: CsrfTokenResponse
  }
);}





export const getGetCsrfTokenQueryKey = () => {
    return [
    `/v2/index`
    ] as const;
    }


export const getGetCsrfTokenQueryOptions = <TData = Awaited<ReturnType<typeof getCsrfToken>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCsrfToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCsrfTokenQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCsrfToken>>> = ({ signal }) => getCsrfToken({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCsrfToken>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCsrfTokenQueryResult = NonNullable<Awaited<ReturnType<typeof getCsrfToken>>>
export type GetCsrfTokenQueryError = ErrorType<ErrorBody>


export function useGetCsrfToken<TData = Awaited<ReturnType<typeof getCsrfToken>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCsrfToken>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCsrfToken>>,
          TError,
          Awaited<ReturnType<typeof getCsrfToken>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCsrfToken<TData = Awaited<ReturnType<typeof getCsrfToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCsrfToken>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCsrfToken>>,
          TError,
          Awaited<ReturnType<typeof getCsrfToken>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCsrfToken<TData = Awaited<ReturnType<typeof getCsrfToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCsrfToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the CSRF token
 */

export function useGetCsrfToken<TData = Awaited<ReturnType<typeof getCsrfToken>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCsrfToken>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCsrfTokenQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetServerTimeUrl = () => {




  return `/v2/time`
}

/**
 * Polled to keep countdowns in step with the server (stale 60 s, refetch 120 s, first fetch skipped).
 * @summary Get the server time
 */
export const getServerTime = async ( options?: Parameters<typeof httpClient>[1]): Promise<ServerTimeResponse> => {

  return httpClient<ServerTimeResponse>(getGetServerTimeUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: ServerTimeResponse
  }
);}





export const getGetServerTimeQueryKey = () => {
    return [
    `/v2/time`
    ] as const;
    }


export const getGetServerTimeQueryOptions = <TData = Awaited<ReturnType<typeof getServerTime>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getServerTime>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetServerTimeQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getServerTime>>> = ({ signal }) => getServerTime({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getServerTime>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetServerTimeQueryResult = NonNullable<Awaited<ReturnType<typeof getServerTime>>>
export type GetServerTimeQueryError = ErrorType<ErrorBody>


export function useGetServerTime<TData = Awaited<ReturnType<typeof getServerTime>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getServerTime>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getServerTime>>,
          TError,
          Awaited<ReturnType<typeof getServerTime>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetServerTime<TData = Awaited<ReturnType<typeof getServerTime>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getServerTime>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getServerTime>>,
          TError,
          Awaited<ReturnType<typeof getServerTime>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetServerTime<TData = Awaited<ReturnType<typeof getServerTime>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getServerTime>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the server time
 */

export function useGetServerTime<TData = Awaited<ReturnType<typeof getServerTime>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getServerTime>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetServerTimeQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetServerConfigUrl = () => {




  return `/v3/config`
}

/**
 * The server-side configuration of the region the request came through (section 3 "Server config response: config object and campaigns map"); a failure shows the failedToFetch toast with the failed-to-get-config code. Assumption: the fields of `config` and of a campaign are not shown by the spec; they are modelled on the region config of section 3 (feature flags per module with enabled and hide, captcha provider) and on a marketing campaign record (id, slug, active, start and end, landing URL).
 * @summary Get the server configuration
 */
export const getServerConfig = async ( options?: Parameters<typeof httpClient>[1]): Promise<ServerConfigResponse> => {

  return httpClient<ServerConfigResponse>(getGetServerConfigUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: ServerConfigResponse
  }
);}





export const getGetServerConfigQueryKey = () => {
    return [
    `/v3/config`
    ] as const;
    }


export const getGetServerConfigQueryOptions = <TData = Awaited<ReturnType<typeof getServerConfig>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getServerConfig>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetServerConfigQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getServerConfig>>> = ({ signal }) => getServerConfig({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getServerConfig>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetServerConfigQueryResult = NonNullable<Awaited<ReturnType<typeof getServerConfig>>>
export type GetServerConfigQueryError = ErrorType<ErrorBody>


export function useGetServerConfig<TData = Awaited<ReturnType<typeof getServerConfig>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getServerConfig>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getServerConfig>>,
          TError,
          Awaited<ReturnType<typeof getServerConfig>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetServerConfig<TData = Awaited<ReturnType<typeof getServerConfig>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getServerConfig>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getServerConfig>>,
          TError,
          Awaited<ReturnType<typeof getServerConfig>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetServerConfig<TData = Awaited<ReturnType<typeof getServerConfig>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getServerConfig>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the server configuration
 */

export function useGetServerConfig<TData = Awaited<ReturnType<typeof getServerConfig>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getServerConfig>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetServerConfigQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetPublicServerTimeUrl = () => {




  return `/api/v4/public/time`
}

/**
 * The public API v4 server clock, exactly as published: `{"time": <Unix seconds>}`, no envelope. Computed per request and not cached; it has no request-validation errors and fails only at the infrastructure level (gateway 429 and 503 with a non-JSON body, 500 with `{"error": [...]}`).
 * @summary Get the public API server time
 */
export const getPublicServerTime = async ( options?: Parameters<typeof httpClient>[1]): Promise<PublicServerTime> => {

  return httpClient<PublicServerTime>(getGetPublicServerTimeUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: PublicServerTime
  }
);}





export const getGetPublicServerTimeQueryKey = () => {
    return [
    `/api/v4/public/time`
    ] as const;
    }


export const getGetPublicServerTimeQueryOptions = <TData = Awaited<ReturnType<typeof getPublicServerTime>>, TError = ErrorType<string | PublicServerError>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicServerTime>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetPublicServerTimeQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getPublicServerTime>>> = ({ signal }) => getPublicServerTime({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getPublicServerTime>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetPublicServerTimeQueryResult = NonNullable<Awaited<ReturnType<typeof getPublicServerTime>>>
export type GetPublicServerTimeQueryError = ErrorType<string | PublicServerError>


export function useGetPublicServerTime<TData = Awaited<ReturnType<typeof getPublicServerTime>>, TError = ErrorType<string | PublicServerError>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicServerTime>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPublicServerTime>>,
          TError,
          Awaited<ReturnType<typeof getPublicServerTime>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPublicServerTime<TData = Awaited<ReturnType<typeof getPublicServerTime>>, TError = ErrorType<string | PublicServerError>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicServerTime>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPublicServerTime>>,
          TError,
          Awaited<ReturnType<typeof getPublicServerTime>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPublicServerTime<TData = Awaited<ReturnType<typeof getPublicServerTime>>, TError = ErrorType<string | PublicServerError>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicServerTime>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the public API server time
 */

export function useGetPublicServerTime<TData = Awaited<ReturnType<typeof getPublicServerTime>>, TError = ErrorType<string | PublicServerError>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicServerTime>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetPublicServerTimeQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






