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
  ClosedPositionListResponse,
  DealListResponse,
  OrderHistoryListResponse
} from '../model';
import type {
  ErrorBody,
  ListCollateralOrderHistoryParams,
  ListPositionHistoryParams,
  ListSpotDealHistoryParams,
  ListSpotOrderHistoryParams
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

export const getListSpotOrderHistoryUrl = (params?: ListSpotOrderHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/trade/spot/orders/history?${stringifiedParams}` : `/v2/trade/spot/orders/history`
}

/**
 * Assumption: the spec names the socket's order.query (one market, offset and limit) and the tab trade/orders; modelled on the published API's POST /api/v4/trade-account/order/history (market, startDate, endDate, offset, limit), here a GET with the web API's pagination (default 50), newest first, that also filters by side and outcome, so a page holds only the orders asked for and the total counts them. Fails with 2409 FailedToGetOrdersHistory.
 * @summary List the finished spot orders
 */
export const listSpotOrderHistory = async (params?: ListSpotOrderHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<OrderHistoryListResponse> => {

  return httpClient<OrderHistoryListResponse>(getListSpotOrderHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: OrderHistoryListResponse
  }
);}





export const getListSpotOrderHistoryQueryKey = (params?: ListSpotOrderHistoryParams,) => {
    return [
    `/v2/trade/spot/orders/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListSpotOrderHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listSpotOrderHistory>>, TError = ErrorType<ErrorBody>>(params?: ListSpotOrderHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSpotOrderHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSpotOrderHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSpotOrderHistory>>> = ({ signal }) => listSpotOrderHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSpotOrderHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSpotOrderHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listSpotOrderHistory>>>
export type ListSpotOrderHistoryQueryError = ErrorType<ErrorBody>


export function useListSpotOrderHistory<TData = Awaited<ReturnType<typeof listSpotOrderHistory>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListSpotOrderHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSpotOrderHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSpotOrderHistory>>,
          TError,
          Awaited<ReturnType<typeof listSpotOrderHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSpotOrderHistory<TData = Awaited<ReturnType<typeof listSpotOrderHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListSpotOrderHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSpotOrderHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSpotOrderHistory>>,
          TError,
          Awaited<ReturnType<typeof listSpotOrderHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSpotOrderHistory<TData = Awaited<ReturnType<typeof listSpotOrderHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListSpotOrderHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSpotOrderHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the finished spot orders
 */

export function useListSpotOrderHistory<TData = Awaited<ReturnType<typeof listSpotOrderHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListSpotOrderHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSpotOrderHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSpotOrderHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListCollateralOrderHistoryUrl = (params?: ListCollateralOrderHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/collateral/orders/history?${stringifiedParams}` : `/v2/collateral/orders/history`
}

/**
 * Assumption: the tab collateral/orders; as listSpotOrderHistory (modelled on the published API's POST /api/v4/trade-account/order/history), for the margin and futures markets. Fails with 2413 FailedToGetCollateralOrdersHistory.
 * @summary List the finished margin and futures orders
 */
export const listCollateralOrderHistory = async (params?: ListCollateralOrderHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<OrderHistoryListResponse> => {

  return httpClient<OrderHistoryListResponse>(getListCollateralOrderHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: OrderHistoryListResponse
  }
);}





export const getListCollateralOrderHistoryQueryKey = (params?: ListCollateralOrderHistoryParams,) => {
    return [
    `/v2/collateral/orders/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListCollateralOrderHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listCollateralOrderHistory>>, TError = ErrorType<ErrorBody>>(params?: ListCollateralOrderHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCollateralOrderHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListCollateralOrderHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listCollateralOrderHistory>>> = ({ signal }) => listCollateralOrderHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listCollateralOrderHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListCollateralOrderHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listCollateralOrderHistory>>>
export type ListCollateralOrderHistoryQueryError = ErrorType<ErrorBody>


export function useListCollateralOrderHistory<TData = Awaited<ReturnType<typeof listCollateralOrderHistory>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListCollateralOrderHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCollateralOrderHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCollateralOrderHistory>>,
          TError,
          Awaited<ReturnType<typeof listCollateralOrderHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCollateralOrderHistory<TData = Awaited<ReturnType<typeof listCollateralOrderHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListCollateralOrderHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCollateralOrderHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCollateralOrderHistory>>,
          TError,
          Awaited<ReturnType<typeof listCollateralOrderHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCollateralOrderHistory<TData = Awaited<ReturnType<typeof listCollateralOrderHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListCollateralOrderHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCollateralOrderHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the finished margin and futures orders
 */

export function useListCollateralOrderHistory<TData = Awaited<ReturnType<typeof listCollateralOrderHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListCollateralOrderHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCollateralOrderHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListCollateralOrderHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListSpotDealHistoryUrl = (params?: ListSpotDealHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/trade/spot/deals/history?${stringifiedParams}` : `/v2/trade/spot/deals/history`
}

/**
 * Assumption: the tab trade/deals, every fill of the user's spot orders; modelled on the published API's POST /api/v4/trade-account/executed-history (market, startDate, endDate, offset, limit), here a GET with the web API's pagination (default 50), newest first, that also filters by side. Fails with 2408 FailedToGetDealsHistory.
 * @summary List the spot fills
 */
export const listSpotDealHistory = async (params?: ListSpotDealHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<DealListResponse> => {

  return httpClient<DealListResponse>(getListSpotDealHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: DealListResponse
  }
);}





export const getListSpotDealHistoryQueryKey = (params?: ListSpotDealHistoryParams,) => {
    return [
    `/v2/trade/spot/deals/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListSpotDealHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listSpotDealHistory>>, TError = ErrorType<ErrorBody>>(params?: ListSpotDealHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSpotDealHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSpotDealHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSpotDealHistory>>> = ({ signal }) => listSpotDealHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSpotDealHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSpotDealHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listSpotDealHistory>>>
export type ListSpotDealHistoryQueryError = ErrorType<ErrorBody>


export function useListSpotDealHistory<TData = Awaited<ReturnType<typeof listSpotDealHistory>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListSpotDealHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSpotDealHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSpotDealHistory>>,
          TError,
          Awaited<ReturnType<typeof listSpotDealHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSpotDealHistory<TData = Awaited<ReturnType<typeof listSpotDealHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListSpotDealHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSpotDealHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSpotDealHistory>>,
          TError,
          Awaited<ReturnType<typeof listSpotDealHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSpotDealHistory<TData = Awaited<ReturnType<typeof listSpotDealHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListSpotDealHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSpotDealHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the spot fills
 */

export function useListSpotDealHistory<TData = Awaited<ReturnType<typeof listSpotDealHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListSpotDealHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSpotDealHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSpotDealHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListPositionHistoryUrl = (params?: ListPositionHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/collateral/positions/history?${stringifiedParams}` : `/v2/collateral/positions/history`
}

/**
 * Assumption: the tab collateral/positions; modelled on the published API's POST /api/v4/collateral-account/positions/history (market, startDate and endDate in Unix seconds, offset, limit), here a GET with the web API's pagination (default 50), newest first by the time each position closed. Fails with 2416 FailedToGetPositionsHistory.
 * @summary List the closed positions
 */
export const listPositionHistory = async (params?: ListPositionHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<ClosedPositionListResponse> => {

  return httpClient<ClosedPositionListResponse>(getListPositionHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: ClosedPositionListResponse
  }
);}





export const getListPositionHistoryQueryKey = (params?: ListPositionHistoryParams,) => {
    return [
    `/v2/collateral/positions/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListPositionHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listPositionHistory>>, TError = ErrorType<ErrorBody>>(params?: ListPositionHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPositionHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListPositionHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listPositionHistory>>> = ({ signal }) => listPositionHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listPositionHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListPositionHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listPositionHistory>>>
export type ListPositionHistoryQueryError = ErrorType<ErrorBody>


export function useListPositionHistory<TData = Awaited<ReturnType<typeof listPositionHistory>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  ListPositionHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPositionHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listPositionHistory>>,
          TError,
          Awaited<ReturnType<typeof listPositionHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListPositionHistory<TData = Awaited<ReturnType<typeof listPositionHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListPositionHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPositionHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listPositionHistory>>,
          TError,
          Awaited<ReturnType<typeof listPositionHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListPositionHistory<TData = Awaited<ReturnType<typeof listPositionHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListPositionHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPositionHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the closed positions
 */

export function useListPositionHistory<TData = Awaited<ReturnType<typeof listPositionHistory>>, TError = ErrorType<ErrorBody>>(
 params?: ListPositionHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listPositionHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListPositionHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






