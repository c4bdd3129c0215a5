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
  AccountValueSeriesResponse,
  AnalyticsPnlSummaryResponse,
  CollateralPnlResponse,
  PnlSeriesResponse,
  TradingVolumeSeriesResponse,
  TradingVolumesResponse
} from '../model';
import type {
  ErrorBody,
  GetAccountValueHistoryParams,
  GetCollateralPnlParams,
  GetPnlHistoryParams,
  GetPnlSummaryParams,
  GetTradingVolumeHistoryParams,
  GetTradingVolumesParams
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

export const getGetPnlSummaryUrl = (params?: GetPnlSummaryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/analytics/pnl/summary?${stringifiedParams}` : `/v2/analytics/pnl/summary`
}

/**
 * Assumption: the spec names the page and the code but no call; the published API has no analytics call. The account's value at the period's start and end (USDT at the current rates), the net inflow (deposits less withdrawals) and the profit or loss. Fails with 4500 FailedToGetPnlSummary.
 * @summary Get the profit and loss of a period
 */
export const getPnlSummary = async (params?: GetPnlSummaryParams, options?: Parameters<typeof httpClient>[1]): Promise<AnalyticsPnlSummaryResponse> => {

  return httpClient<AnalyticsPnlSummaryResponse>(getGetPnlSummaryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: AnalyticsPnlSummaryResponse
  }
);}





export const getGetPnlSummaryQueryKey = (params?: GetPnlSummaryParams,) => {
    return [
    `/v2/analytics/pnl/summary`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetPnlSummaryQueryOptions = <TData = Awaited<ReturnType<typeof getPnlSummary>>, TError = ErrorType<ErrorBody>>(params?: GetPnlSummaryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPnlSummary>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetPnlSummaryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getPnlSummary>>> = ({ signal }) => getPnlSummary(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getPnlSummary>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetPnlSummaryQueryResult = NonNullable<Awaited<ReturnType<typeof getPnlSummary>>>
export type GetPnlSummaryQueryError = ErrorType<ErrorBody>


export function useGetPnlSummary<TData = Awaited<ReturnType<typeof getPnlSummary>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  GetPnlSummaryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPnlSummary>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPnlSummary>>,
          TError,
          Awaited<ReturnType<typeof getPnlSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPnlSummary<TData = Awaited<ReturnType<typeof getPnlSummary>>, TError = ErrorType<ErrorBody>>(
 params?: GetPnlSummaryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPnlSummary>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPnlSummary>>,
          TError,
          Awaited<ReturnType<typeof getPnlSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPnlSummary<TData = Awaited<ReturnType<typeof getPnlSummary>>, TError = ErrorType<ErrorBody>>(
 params?: GetPnlSummaryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPnlSummary>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the profit and loss of a period
 */

export function useGetPnlSummary<TData = Awaited<ReturnType<typeof getPnlSummary>>, TError = ErrorType<ErrorBody>>(
 params?: GetPnlSummaryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPnlSummary>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetPnlSummaryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetAccountValueHistoryUrl = (params?: GetAccountValueHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/analytics/account?${stringifiedParams}` : `/v2/analytics/account`
}

/**
 * Assumption: the spec names the page and the code but no call; the published API has no analytics call. The account overview: per UTC day, what the main, spot, collateral and earn accounts held (USDT at the current rates) and the day's net inflow. Fails with 4501 FailedToGetAccountPnl.
 * @summary Get the accounts value over a period
 */
export const getAccountValueHistory = async (params?: GetAccountValueHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<AccountValueSeriesResponse> => {

  return httpClient<AccountValueSeriesResponse>(getGetAccountValueHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: AccountValueSeriesResponse
  }
);}





export const getGetAccountValueHistoryQueryKey = (params?: GetAccountValueHistoryParams,) => {
    return [
    `/v2/analytics/account`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetAccountValueHistoryQueryOptions = <TData = Awaited<ReturnType<typeof getAccountValueHistory>>, TError = ErrorType<ErrorBody>>(params?: GetAccountValueHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAccountValueHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAccountValueHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAccountValueHistory>>> = ({ signal }) => getAccountValueHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAccountValueHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAccountValueHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof getAccountValueHistory>>>
export type GetAccountValueHistoryQueryError = ErrorType<ErrorBody>


export function useGetAccountValueHistory<TData = Awaited<ReturnType<typeof getAccountValueHistory>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  GetAccountValueHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAccountValueHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAccountValueHistory>>,
          TError,
          Awaited<ReturnType<typeof getAccountValueHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAccountValueHistory<TData = Awaited<ReturnType<typeof getAccountValueHistory>>, TError = ErrorType<ErrorBody>>(
 params?: GetAccountValueHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAccountValueHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAccountValueHistory>>,
          TError,
          Awaited<ReturnType<typeof getAccountValueHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAccountValueHistory<TData = Awaited<ReturnType<typeof getAccountValueHistory>>, TError = ErrorType<ErrorBody>>(
 params?: GetAccountValueHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAccountValueHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the accounts value over a period
 */

export function useGetAccountValueHistory<TData = Awaited<ReturnType<typeof getAccountValueHistory>>, TError = ErrorType<ErrorBody>>(
 params?: GetAccountValueHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAccountValueHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAccountValueHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetCollateralPnlUrl = (params?: GetCollateralPnlParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/analytics/pnl/collateral?${stringifiedParams}` : `/v2/analytics/pnl/collateral`
}

/**
 * Assumption: the spec names the page and the code but no call; the published API has no analytics call. Modelled on the published API's POST /api/v4/collateral-account/positions/pnl: per UTC day, what closed positions realized (after fees) and the funding paid or received, with the period's sums. Fails with 4502 FailedToGetCollateralPnl.
 * @summary Get the collateral account profit and loss
 */
export const getCollateralPnl = async (params?: GetCollateralPnlParams, options?: Parameters<typeof httpClient>[1]): Promise<CollateralPnlResponse> => {

  return httpClient<CollateralPnlResponse>(getGetCollateralPnlUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: CollateralPnlResponse
  }
);}





export const getGetCollateralPnlQueryKey = (params?: GetCollateralPnlParams,) => {
    return [
    `/v2/analytics/pnl/collateral`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetCollateralPnlQueryOptions = <TData = Awaited<ReturnType<typeof getCollateralPnl>>, TError = ErrorType<ErrorBody>>(params?: GetCollateralPnlParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCollateralPnl>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCollateralPnlQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCollateralPnl>>> = ({ signal }) => getCollateralPnl(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCollateralPnl>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCollateralPnlQueryResult = NonNullable<Awaited<ReturnType<typeof getCollateralPnl>>>
export type GetCollateralPnlQueryError = ErrorType<ErrorBody>


export function useGetCollateralPnl<TData = Awaited<ReturnType<typeof getCollateralPnl>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  GetCollateralPnlParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCollateralPnl>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCollateralPnl>>,
          TError,
          Awaited<ReturnType<typeof getCollateralPnl>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCollateralPnl<TData = Awaited<ReturnType<typeof getCollateralPnl>>, TError = ErrorType<ErrorBody>>(
 params?: GetCollateralPnlParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCollateralPnl>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCollateralPnl>>,
          TError,
          Awaited<ReturnType<typeof getCollateralPnl>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCollateralPnl<TData = Awaited<ReturnType<typeof getCollateralPnl>>, TError = ErrorType<ErrorBody>>(
 params?: GetCollateralPnlParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCollateralPnl>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the collateral account profit and loss
 */

export function useGetCollateralPnl<TData = Awaited<ReturnType<typeof getCollateralPnl>>, TError = ErrorType<ErrorBody>>(
 params?: GetCollateralPnlParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCollateralPnl>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCollateralPnlQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetPnlHistoryUrl = (params?: GetPnlHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/analytics/pnl/history?${stringifiedParams}` : `/v2/analytics/pnl/history`
}

/**
 * Assumption: the spec names the page and the code but no call; the published API has no analytics call. Per UTC day, the account's profit or loss (its value's change less the day's net inflow) and the running sum. Fails with 4503 FailedToGetPnlHistory.
 * @summary Get the daily profit and loss
 */
export const getPnlHistory = async (params?: GetPnlHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<PnlSeriesResponse> => {

  return httpClient<PnlSeriesResponse>(getGetPnlHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: PnlSeriesResponse
  }
);}





export const getGetPnlHistoryQueryKey = (params?: GetPnlHistoryParams,) => {
    return [
    `/v2/analytics/pnl/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetPnlHistoryQueryOptions = <TData = Awaited<ReturnType<typeof getPnlHistory>>, TError = ErrorType<ErrorBody>>(params?: GetPnlHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPnlHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetPnlHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getPnlHistory>>> = ({ signal }) => getPnlHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getPnlHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetPnlHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof getPnlHistory>>>
export type GetPnlHistoryQueryError = ErrorType<ErrorBody>


export function useGetPnlHistory<TData = Awaited<ReturnType<typeof getPnlHistory>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  GetPnlHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPnlHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPnlHistory>>,
          TError,
          Awaited<ReturnType<typeof getPnlHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPnlHistory<TData = Awaited<ReturnType<typeof getPnlHistory>>, TError = ErrorType<ErrorBody>>(
 params?: GetPnlHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPnlHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPnlHistory>>,
          TError,
          Awaited<ReturnType<typeof getPnlHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPnlHistory<TData = Awaited<ReturnType<typeof getPnlHistory>>, TError = ErrorType<ErrorBody>>(
 params?: GetPnlHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPnlHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the daily profit and loss
 */

export function useGetPnlHistory<TData = Awaited<ReturnType<typeof getPnlHistory>>, TError = ErrorType<ErrorBody>>(
 params?: GetPnlHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPnlHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetPnlHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetTradingVolumesUrl = (params?: GetTradingVolumesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/analytics/trading-volumes?${stringifiedParams}` : `/v2/analytics/trading-volumes`
}

/**
 * Assumption: the spec names the page and the code but no call; the published API has no analytics call. What the user's fills traded over the period, in USDT, by kind of market, with their number and the fees they paid. Fails with 4504 FailedToGetTradingVolumes.
 * @summary Get the trading volumes of a period
 */
export const getTradingVolumes = async (params?: GetTradingVolumesParams, options?: Parameters<typeof httpClient>[1]): Promise<TradingVolumesResponse> => {

  return httpClient<TradingVolumesResponse>(getGetTradingVolumesUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: TradingVolumesResponse
  }
);}





export const getGetTradingVolumesQueryKey = (params?: GetTradingVolumesParams,) => {
    return [
    `/v2/analytics/trading-volumes`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetTradingVolumesQueryOptions = <TData = Awaited<ReturnType<typeof getTradingVolumes>>, TError = ErrorType<ErrorBody>>(params?: GetTradingVolumesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradingVolumes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetTradingVolumesQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getTradingVolumes>>> = ({ signal }) => getTradingVolumes(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getTradingVolumes>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetTradingVolumesQueryResult = NonNullable<Awaited<ReturnType<typeof getTradingVolumes>>>
export type GetTradingVolumesQueryError = ErrorType<ErrorBody>


export function useGetTradingVolumes<TData = Awaited<ReturnType<typeof getTradingVolumes>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  GetTradingVolumesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradingVolumes>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getTradingVolumes>>,
          TError,
          Awaited<ReturnType<typeof getTradingVolumes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetTradingVolumes<TData = Awaited<ReturnType<typeof getTradingVolumes>>, TError = ErrorType<ErrorBody>>(
 params?: GetTradingVolumesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradingVolumes>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getTradingVolumes>>,
          TError,
          Awaited<ReturnType<typeof getTradingVolumes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetTradingVolumes<TData = Awaited<ReturnType<typeof getTradingVolumes>>, TError = ErrorType<ErrorBody>>(
 params?: GetTradingVolumesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradingVolumes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the trading volumes of a period
 */

export function useGetTradingVolumes<TData = Awaited<ReturnType<typeof getTradingVolumes>>, TError = ErrorType<ErrorBody>>(
 params?: GetTradingVolumesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradingVolumes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetTradingVolumesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetTradingVolumeHistoryUrl = (params?: GetTradingVolumeHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/analytics/trading-volumes/history?${stringifiedParams}` : `/v2/analytics/trading-volumes/history`
}

/**
 * Assumption: the spec names the page and the code but no call; the published API has no analytics call. Per UTC day, what the user's fills traded, in USDT, by kind of market. Fails with 4505 FailedToGetTradingVolumeHistory.
 * @summary Get the daily trading volumes
 */
export const getTradingVolumeHistory = async (params?: GetTradingVolumeHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<TradingVolumeSeriesResponse> => {

  return httpClient<TradingVolumeSeriesResponse>(getGetTradingVolumeHistoryUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: TradingVolumeSeriesResponse
  }
);}





export const getGetTradingVolumeHistoryQueryKey = (params?: GetTradingVolumeHistoryParams,) => {
    return [
    `/v2/analytics/trading-volumes/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetTradingVolumeHistoryQueryOptions = <TData = Awaited<ReturnType<typeof getTradingVolumeHistory>>, TError = ErrorType<ErrorBody>>(params?: GetTradingVolumeHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradingVolumeHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetTradingVolumeHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getTradingVolumeHistory>>> = ({ signal }) => getTradingVolumeHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getTradingVolumeHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetTradingVolumeHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof getTradingVolumeHistory>>>
export type GetTradingVolumeHistoryQueryError = ErrorType<ErrorBody>


export function useGetTradingVolumeHistory<TData = Awaited<ReturnType<typeof getTradingVolumeHistory>>, TError = ErrorType<ErrorBody>>(
 params: undefined |  GetTradingVolumeHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradingVolumeHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getTradingVolumeHistory>>,
          TError,
          Awaited<ReturnType<typeof getTradingVolumeHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetTradingVolumeHistory<TData = Awaited<ReturnType<typeof getTradingVolumeHistory>>, TError = ErrorType<ErrorBody>>(
 params?: GetTradingVolumeHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradingVolumeHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getTradingVolumeHistory>>,
          TError,
          Awaited<ReturnType<typeof getTradingVolumeHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetTradingVolumeHistory<TData = Awaited<ReturnType<typeof getTradingVolumeHistory>>, TError = ErrorType<ErrorBody>>(
 params?: GetTradingVolumeHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradingVolumeHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the daily trading volumes
 */

export function useGetTradingVolumeHistory<TData = Awaited<ReturnType<typeof getTradingVolumeHistory>>, TError = ErrorType<ErrorBody>>(
 params?: GetTradingVolumeHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradingVolumeHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetTradingVolumeHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






