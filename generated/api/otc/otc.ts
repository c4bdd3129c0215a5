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
  OtcAssetListResponse,
  OtcRequestListResponse,
  OtcRequestResponse
} from '../model';
import type {
  CreateOtcRequestRequest,
  ErrorBody,
  ListOtcRequestsParams,
  OtcRequestId
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

export const getListOtcAssetsUrl = () => {




  return `/v2/otc/assets`
}

/**
 * Assumption: no published counterpart. The assets the desk trades, the currencies each settles in, and the least and most of the asset one request may ask for. Code 7005 FailedToGetOtcAssets on failure.
 * @summary List the assets of the OTC desk
 */
export const listOtcAssets = async ( options?: Parameters<typeof httpClient>[1]): Promise<OtcAssetListResponse> => {

  return httpClient<OtcAssetListResponse>(getListOtcAssetsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: OtcAssetListResponse
  }
);}





export const getListOtcAssetsQueryKey = () => {
    return [
    `/v2/otc/assets`
    ] as const;
    }


export const getListOtcAssetsQueryOptions = <TData = Awaited<ReturnType<typeof listOtcAssets>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOtcAssets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListOtcAssetsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listOtcAssets>>> = ({ signal }) => listOtcAssets({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listOtcAssets>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListOtcAssetsQueryResult = NonNullable<Awaited<ReturnType<typeof listOtcAssets>>>
export type ListOtcAssetsQueryError = ErrorType<ErrorBody>


export function useListOtcAssets<TData = Awaited<ReturnType<typeof listOtcAssets>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOtcAssets>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOtcAssets>>,
          TError,
          Awaited<ReturnType<typeof listOtcAssets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListOtcAssets<TData = Awaited<ReturnType<typeof listOtcAssets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOtcAssets>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOtcAssets>>,
          TError,
          Awaited<ReturnType<typeof listOtcAssets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListOtcAssets<TData = Awaited<ReturnType<typeof listOtcAssets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOtcAssets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the assets of the OTC desk
 */

export function useListOtcAssets<TData = Awaited<ReturnType<typeof listOtcAssets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOtcAssets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListOtcAssetsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListOtcRequestsUrl = (params?: ListOtcRequestsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/otc/requests?${stringifiedParams}` : `/v2/otc/requests`
}

/**
 * Assumption: no published counterpart. The user's requests with the desk's answers, newest first (page /otc-desk); a quote whose validity has passed on the server's clock is `expired`. Code 7000 FailedToGetOtcRequests on failure.
 * @summary List the user's OTC requests
 */
export const listOtcRequests = async (params?: ListOtcRequestsParams, options?: Parameters<typeof httpClient>[1]): Promise<OtcRequestListResponse> => {

  return httpClient<OtcRequestListResponse>(getListOtcRequestsUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: OtcRequestListResponse
  }
);}





export const getListOtcRequestsQueryKey = (params?: ListOtcRequestsParams,) => {
    return [
    `/v2/otc/requests`, ...(params ? [params] : [])
    ] as const;
    }


export const getListOtcRequestsQueryOptions = <TData = Awaited<ReturnType<typeof listOtcRequests>>, TError = ErrorType<ErrorBody>>(params?: ListOtcRequestsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOtcRequests>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListOtcRequestsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listOtcRequests>>> = ({ signal }) => listOtcRequests(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listOtcRequests>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListOtcRequestsQueryResult = NonNullable<Awaited<ReturnType<typeof listOtcRequests>>>
export type ListOtcRequestsQueryError = ErrorType<ErrorBody>


export function useListOtcRequests<TData = Awaited<ReturnType<typeof listOtcRequests>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListOtcRequestsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOtcRequests>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOtcRequests>>,
          TError,
          Awaited<ReturnType<typeof listOtcRequests>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListOtcRequests<TData = Awaited<ReturnType<typeof listOtcRequests>>, TError = ErrorType<ErrorBody>>(
 params?: ListOtcRequestsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOtcRequests>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOtcRequests>>,
          TError,
          Awaited<ReturnType<typeof listOtcRequests>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListOtcRequests<TData = Awaited<ReturnType<typeof listOtcRequests>>, TError = ErrorType<ErrorBody>>(
 params?: ListOtcRequestsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOtcRequests>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the user's OTC requests
 */

export function useListOtcRequests<TData = Awaited<ReturnType<typeof listOtcRequests>>, TError = ErrorType<ErrorBody>>(
 params?: ListOtcRequestsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOtcRequests>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListOtcRequestsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateOtcRequestUrl = () => {




  return `/v2/otc/requests`
}

/**
 * Assumption: no published counterpart. Asks the desk for a price on `amount` of `asset` against `quote`; the desk answers at once with a firm price (the market's price and a 0.2 % spread, in the desk's favour) valid for 30 seconds. Nothing is reserved. A 422 carries code 32 ErrAmount on `amount` (outside the asset's minimum and maximum, or finer than its decimals), 30 DefaultRequestValidation on `asset` or `quote` (not traded, or not settled in that currency), or 37 NotEnoughBalance on `amount` (the main balance does not cover the trade at the price). Code 7001 FailedToCreateOtcRequest on any other failure.
 * @summary Request a quote from the OTC desk
 */
export const createOtcRequest = async (createOtcRequestRequest: CreateOtcRequestRequest, options?: Parameters<typeof httpClient>[1]): Promise<OtcRequestResponse> => {

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
return httpClient<OtcRequestResponse>(getCreateOtcRequestUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createOtcRequestRequest),
    schema: OtcRequestResponse
  }
);}





export const getCreateOtcRequestMutationKey = () => ['createOtcRequest'] as const;

export const getCreateOtcRequestMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createOtcRequest>>, TError,CreateOtcRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createOtcRequest>>, TError,CreateOtcRequestMutationVariables, TContext> => {

const mutationKey = getCreateOtcRequestMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createOtcRequest>>, CreateOtcRequestMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createOtcRequest(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateOtcRequestMutationResult = NonNullable<Awaited<ReturnType<typeof createOtcRequest>>>
    export type CreateOtcRequestMutationBody = BodyType<CreateOtcRequestRequest>
    export type CreateOtcRequestMutationError = ErrorType<ErrorBody>
    export type CreateOtcRequestMutationVariables = {data: BodyType<CreateOtcRequestRequest>}

    /**
 * @summary Request a quote from the OTC desk
 */
export const useCreateOtcRequest = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createOtcRequest>>, TError,CreateOtcRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createOtcRequest>>,
        TError,
        CreateOtcRequestMutationVariables,
        TContext
      > => {
      return useMutation(getCreateOtcRequestMutationOptions(options), queryClient);
    }
    export const getGetOtcRequestUrl = (id: OtcRequestId,) => {




  return `/v2/otc/requests/${encodeURIComponent(String(id))}`
}

/**
 * Assumption: no published counterpart. One of the user's requests with the desk's quote and its status now. 404 when the user has no request of this id. Code 7002 FailedToGetOtcQuote on failure.
 * @summary Get an OTC request and its quote
 */
export const getOtcRequest = async (id: OtcRequestId, options?: Parameters<typeof httpClient>[1]): Promise<OtcRequestResponse> => {

  return httpClient<OtcRequestResponse>(getGetOtcRequestUrl(id),
  {
    ...options,
    method: 'GET'

    ,
    schema: OtcRequestResponse
  }
);}





export const getGetOtcRequestQueryKey = (id: OtcRequestId,) => {
    return [
    `/v2/otc/requests/${id}`
    ] as const;
    }


export const getGetOtcRequestQueryOptions = <TData = Awaited<ReturnType<typeof getOtcRequest>>, TError = ErrorType<ErrorBody>>(id: OtcRequestId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOtcRequest>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetOtcRequestQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getOtcRequest>>> = ({ signal }) => getOtcRequest(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getOtcRequest>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetOtcRequestQueryResult = NonNullable<Awaited<ReturnType<typeof getOtcRequest>>>
export type GetOtcRequestQueryError = ErrorType<ErrorBody>


export function useGetOtcRequest<TData = Awaited<ReturnType<typeof getOtcRequest>>, TError = ErrorType<ErrorBody>>(
 id: OtcRequestId, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOtcRequest>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getOtcRequest>>,
          TError,
          Awaited<ReturnType<typeof getOtcRequest>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetOtcRequest<TData = Awaited<ReturnType<typeof getOtcRequest>>, TError = ErrorType<ErrorBody>>(
 id: OtcRequestId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOtcRequest>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getOtcRequest>>,
          TError,
          Awaited<ReturnType<typeof getOtcRequest>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetOtcRequest<TData = Awaited<ReturnType<typeof getOtcRequest>>, TError = ErrorType<ErrorBody>>(
 id: OtcRequestId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOtcRequest>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get an OTC request and its quote
 */

export function useGetOtcRequest<TData = Awaited<ReturnType<typeof getOtcRequest>>, TError = ErrorType<ErrorBody>>(
 id: OtcRequestId, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOtcRequest>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetOtcRequestQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAcceptOtcQuoteUrl = (id: OtcRequestId,) => {




  return `/v2/otc/requests/${encodeURIComponent(String(id))}/accept`
}

/**
 * Assumption: no published counterpart (shaped like the convert confirm). Trades at the quote's figures in one posting on the main balance (a buy: `total` of the quote currency out, `amount` of the asset in; a sell the other way). Only a `quoted` request within its validity: a 422 carries code 7003 FailedToAcceptOtcQuote when it has expired or is no longer open, 37 NotEnoughBalance on `amount` when the balance no longer covers it. 404 when the user has no request of this id. Code 7003 on any other failure.
 * @summary Accept an OTC quote
 */
export const acceptOtcQuote = async (id: OtcRequestId, options?: Parameters<typeof httpClient>[1]): Promise<OtcRequestResponse> => {

  return httpClient<OtcRequestResponse>(getAcceptOtcQuoteUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: OtcRequestResponse
  }
);}





export const getAcceptOtcQuoteMutationKey = () => ['acceptOtcQuote'] as const;

export const getAcceptOtcQuoteMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof acceptOtcQuote>>, TError,AcceptOtcQuoteMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof acceptOtcQuote>>, TError,AcceptOtcQuoteMutationVariables, TContext> => {

const mutationKey = getAcceptOtcQuoteMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof acceptOtcQuote>>, AcceptOtcQuoteMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  acceptOtcQuote(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AcceptOtcQuoteMutationResult = NonNullable<Awaited<ReturnType<typeof acceptOtcQuote>>>

    export type AcceptOtcQuoteMutationError = ErrorType<ErrorBody>
    export type AcceptOtcQuoteMutationVariables = {id: OtcRequestId}

    /**
 * @summary Accept an OTC quote
 */
export const useAcceptOtcQuote = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof acceptOtcQuote>>, TError,AcceptOtcQuoteMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof acceptOtcQuote>>,
        TError,
        AcceptOtcQuoteMutationVariables,
        TContext
      > => {
      return useMutation(getAcceptOtcQuoteMutationOptions(options), queryClient);
    }
    export const getCancelOtcRequestUrl = (id: OtcRequestId,) => {




  return `/v2/otc/requests/${encodeURIComponent(String(id))}/cancel`
}

/**
 * Assumption: no published counterpart. Declines a `quoted` request: it becomes `cancelled` and can no longer be accepted. A 422 with code 7004 FailedToCancelOtcRequest when the request is no longer open; 404 when the user has no request of this id. Code 7004 on any other failure.
 * @summary Decline an OTC quote
 */
export const cancelOtcRequest = async (id: OtcRequestId, options?: Parameters<typeof httpClient>[1]): Promise<OtcRequestResponse> => {

  return httpClient<OtcRequestResponse>(getCancelOtcRequestUrl(id),
  {
    ...options,
    method: 'POST'

    ,
    schema: OtcRequestResponse
  }
);}





export const getCancelOtcRequestMutationKey = () => ['cancelOtcRequest'] as const;

export const getCancelOtcRequestMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelOtcRequest>>, TError,CancelOtcRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof cancelOtcRequest>>, TError,CancelOtcRequestMutationVariables, TContext> => {

const mutationKey = getCancelOtcRequestMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof cancelOtcRequest>>, CancelOtcRequestMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  cancelOtcRequest(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CancelOtcRequestMutationResult = NonNullable<Awaited<ReturnType<typeof cancelOtcRequest>>>

    export type CancelOtcRequestMutationError = ErrorType<ErrorBody>
    export type CancelOtcRequestMutationVariables = {id: OtcRequestId}

    /**
 * @summary Decline an OTC quote
 */
export const useCancelOtcRequest = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelOtcRequest>>, TError,CancelOtcRequestMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof cancelOtcRequest>>,
        TError,
        CancelOtcRequestMutationVariables,
        TContext
      > => {
      return useMutation(getCancelOtcRequestMutationOptions(options), queryClient);
    }
