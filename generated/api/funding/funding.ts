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
  FundingHistoryResponse,
  FundingRateResponse,
  NextFundingTimeResponse,
  OpenInterestResponse,
  UserFundingDiscountResponse,
  UserFundingHistoryResponse,
  WbtHoldingFundingDiscountResponse
} from '../model';
import type {
  ErrorBody,
  ListFundingHistoryParams,
  ListUserFundingHistoryParams,
  MarketName
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

export const getGetWbtHoldingFundingDiscountUrl = (level: number,) => {




  return `/v2/funding-discount/wbt-holding/${encodeURIComponent(String(level))}`
}

/**
 * The futures funding discount that holding WBT gives at one level. Assumption: the spec does not say what `{x}` is; it is read as the WBT holding level (benefits.holdingLevel), and guests may load it (the /wbt page).
 * @summary Get the funding discount of a WBT holding level
 */
export const getWbtHoldingFundingDiscount = async (level: number, options?: Parameters<typeof httpClient>[1]): Promise<WbtHoldingFundingDiscountResponse> => {

  return httpClient<WbtHoldingFundingDiscountResponse>(getGetWbtHoldingFundingDiscountUrl(level),
  {
    ...options,
    method: 'GET'

    ,
    schema: WbtHoldingFundingDiscountResponse
  }
);}





export const getGetWbtHoldingFundingDiscountQueryKey = (level: number,) => {
    return [
    `/v2/funding-discount/wbt-holding/${level}`
    ] as const;
    }


export const getGetWbtHoldingFundingDiscountQueryOptions = <TData = Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>, TError = ErrorType<ErrorBody>>(level: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWbtHoldingFundingDiscountQueryKey(level);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>> = ({ signal }) => getWbtHoldingFundingDiscount(level, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: level !== null && level !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWbtHoldingFundingDiscountQueryResult = NonNullable<Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>>
export type GetWbtHoldingFundingDiscountQueryError = ErrorType<ErrorBody>


export function useGetWbtHoldingFundingDiscount<TData = Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>, TError = ErrorType<ErrorBody>>(
 level: number, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>,
          TError,
          Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWbtHoldingFundingDiscount<TData = Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>, TError = ErrorType<ErrorBody>>(
 level: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>,
          TError,
          Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWbtHoldingFundingDiscount<TData = Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>, TError = ErrorType<ErrorBody>>(
 level: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the funding discount of a WBT holding level
 */

export function useGetWbtHoldingFundingDiscount<TData = Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>, TError = ErrorType<ErrorBody>>(
 level: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWbtHoldingFundingDiscount>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetWbtHoldingFundingDiscountQueryOptions(level,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetUserFundingDiscountUrl = () => {




  return `/v2/funding-discount/user`
}

/**
 * The user's current futures funding discount from holding WBT. Assumption: the fields are invented from the user benefits.
 * @summary Get the user's funding discount
 */
export const getUserFundingDiscount = async ( options?: Parameters<typeof httpClient>[1]): Promise<UserFundingDiscountResponse> => {

  return httpClient<UserFundingDiscountResponse>(getGetUserFundingDiscountUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: UserFundingDiscountResponse
  }
);}





export const getGetUserFundingDiscountQueryKey = () => {
    return [
    `/v2/funding-discount/user`
    ] as const;
    }


export const getGetUserFundingDiscountQueryOptions = <TData = Awaited<ReturnType<typeof getUserFundingDiscount>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserFundingDiscount>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetUserFundingDiscountQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getUserFundingDiscount>>> = ({ signal }) => getUserFundingDiscount({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getUserFundingDiscount>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetUserFundingDiscountQueryResult = NonNullable<Awaited<ReturnType<typeof getUserFundingDiscount>>>
export type GetUserFundingDiscountQueryError = ErrorType<ErrorBody>


export function useGetUserFundingDiscount<TData = Awaited<ReturnType<typeof getUserFundingDiscount>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserFundingDiscount>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getUserFundingDiscount>>,
          TError,
          Awaited<ReturnType<typeof getUserFundingDiscount>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetUserFundingDiscount<TData = Awaited<ReturnType<typeof getUserFundingDiscount>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserFundingDiscount>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getUserFundingDiscount>>,
          TError,
          Awaited<ReturnType<typeof getUserFundingDiscount>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetUserFundingDiscount<TData = Awaited<ReturnType<typeof getUserFundingDiscount>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserFundingDiscount>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the user's funding discount
 */

export function useGetUserFundingDiscount<TData = Awaited<ReturnType<typeof getUserFundingDiscount>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserFundingDiscount>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetUserFundingDiscountQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetNextFundingTimeUrl = (market: MarketName,) => {




  return `/v2/collateral/funding/next-funding-time/${encodeURIComponent(String(market))}`
}

/**
 * When the next funding of a perpetual market happens. Assumption: `{m}` is the market in the web form; the answer is invented.
 * @summary Get the next funding time
 */
export const getNextFundingTime = async (market: MarketName, options?: Parameters<typeof httpClient>[1]): Promise<NextFundingTimeResponse> => {

  return httpClient<NextFundingTimeResponse>(getGetNextFundingTimeUrl(market),
  {
    ...options,
    method: 'GET'

    ,
    schema: NextFundingTimeResponse
  }
);}





export const getGetNextFundingTimeQueryKey = (market: MarketName,) => {
    return [
    `/v2/collateral/funding/next-funding-time/${market}`
    ] as const;
    }


export const getGetNextFundingTimeQueryOptions = <TData = Awaited<ReturnType<typeof getNextFundingTime>>, TError = ErrorType<ErrorBody>>(market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNextFundingTime>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetNextFundingTimeQueryKey(market);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getNextFundingTime>>> = ({ signal }) => getNextFundingTime(market, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: market !== null && market !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getNextFundingTime>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetNextFundingTimeQueryResult = NonNullable<Awaited<ReturnType<typeof getNextFundingTime>>>
export type GetNextFundingTimeQueryError = ErrorType<ErrorBody>


export function useGetNextFundingTime<TData = Awaited<ReturnType<typeof getNextFundingTime>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNextFundingTime>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getNextFundingTime>>,
          TError,
          Awaited<ReturnType<typeof getNextFundingTime>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetNextFundingTime<TData = Awaited<ReturnType<typeof getNextFundingTime>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNextFundingTime>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getNextFundingTime>>,
          TError,
          Awaited<ReturnType<typeof getNextFundingTime>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetNextFundingTime<TData = Awaited<ReturnType<typeof getNextFundingTime>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNextFundingTime>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the next funding time
 */

export function useGetNextFundingTime<TData = Awaited<ReturnType<typeof getNextFundingTime>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNextFundingTime>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetNextFundingTimeQueryOptions(market,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetFundingRateUrl = (market: MarketName,) => {




  return `/v2/collateral/funding/rate/${encodeURIComponent(String(market))}`
}

/**
 * The current funding rate of a perpetual market, in percent per funding period. Assumption: `{m}` is the market; the answer is modelled on the public API v4 futures data.
 * @summary Get the funding rate
 */
export const getFundingRate = async (market: MarketName, options?: Parameters<typeof httpClient>[1]): Promise<FundingRateResponse> => {

  return httpClient<FundingRateResponse>(getGetFundingRateUrl(market),
  {
    ...options,
    method: 'GET'

    ,
    schema: FundingRateResponse
  }
);}





export const getGetFundingRateQueryKey = (market: MarketName,) => {
    return [
    `/v2/collateral/funding/rate/${market}`
    ] as const;
    }


export const getGetFundingRateQueryOptions = <TData = Awaited<ReturnType<typeof getFundingRate>>, TError = ErrorType<ErrorBody>>(market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFundingRate>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetFundingRateQueryKey(market);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getFundingRate>>> = ({ signal }) => getFundingRate(market, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: market !== null && market !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getFundingRate>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetFundingRateQueryResult = NonNullable<Awaited<ReturnType<typeof getFundingRate>>>
export type GetFundingRateQueryError = ErrorType<ErrorBody>


export function useGetFundingRate<TData = Awaited<ReturnType<typeof getFundingRate>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFundingRate>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFundingRate>>,
          TError,
          Awaited<ReturnType<typeof getFundingRate>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFundingRate<TData = Awaited<ReturnType<typeof getFundingRate>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFundingRate>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getFundingRate>>,
          TError,
          Awaited<ReturnType<typeof getFundingRate>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetFundingRate<TData = Awaited<ReturnType<typeof getFundingRate>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFundingRate>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the funding rate
 */

export function useGetFundingRate<TData = Awaited<ReturnType<typeof getFundingRate>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getFundingRate>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetFundingRateQueryOptions(market,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetOpenInterestUrl = (market: MarketName,) => {




  return `/v2/collateral/funding/open-interest/${encodeURIComponent(String(market))}`
}

/**
 * The open interest of a perpetual market. Assumption: `{m}` is the market; the answer is modelled on the public API v4 futures data.
 * @summary Get the open interest
 */
export const getOpenInterest = async (market: MarketName, options?: Parameters<typeof httpClient>[1]): Promise<OpenInterestResponse> => {

  return httpClient<OpenInterestResponse>(getGetOpenInterestUrl(market),
  {
    ...options,
    method: 'GET'

    ,
    schema: OpenInterestResponse
  }
);}





export const getGetOpenInterestQueryKey = (market: MarketName,) => {
    return [
    `/v2/collateral/funding/open-interest/${market}`
    ] as const;
    }


export const getGetOpenInterestQueryOptions = <TData = Awaited<ReturnType<typeof getOpenInterest>>, TError = ErrorType<ErrorBody>>(market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOpenInterest>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetOpenInterestQueryKey(market);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getOpenInterest>>> = ({ signal }) => getOpenInterest(market, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: market !== null && market !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getOpenInterest>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetOpenInterestQueryResult = NonNullable<Awaited<ReturnType<typeof getOpenInterest>>>
export type GetOpenInterestQueryError = ErrorType<ErrorBody>


export function useGetOpenInterest<TData = Awaited<ReturnType<typeof getOpenInterest>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOpenInterest>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getOpenInterest>>,
          TError,
          Awaited<ReturnType<typeof getOpenInterest>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetOpenInterest<TData = Awaited<ReturnType<typeof getOpenInterest>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOpenInterest>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getOpenInterest>>,
          TError,
          Awaited<ReturnType<typeof getOpenInterest>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetOpenInterest<TData = Awaited<ReturnType<typeof getOpenInterest>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOpenInterest>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the open interest
 */

export function useGetOpenInterest<TData = Awaited<ReturnType<typeof getOpenInterest>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getOpenInterest>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetOpenInterestQueryOptions(market,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListFundingHistoryUrl = (market: MarketName,
    params?: ListFundingHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/collateral/funding/history/${encodeURIComponent(String(market))}?${stringifiedParams}` : `/v2/collateral/funding/history/${encodeURIComponent(String(market))}`
}

/**
 * Past fundings of a perpetual market, newest first (page /funding-history/:pair). Assumption: `{m}` is the market; the items are modelled on the public API v4 funding history, paginated with offset and limit (default 100).
 * @summary List a market's funding history
 */
export const listFundingHistory = async (market: MarketName,
    params?: ListFundingHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<FundingHistoryResponse> => {

  return httpClient<FundingHistoryResponse>(getListFundingHistoryUrl(market,params),
  {
    ...options,
    method: 'GET'

    ,
    schema: FundingHistoryResponse
  }
);}





export const getListFundingHistoryQueryKey = (market: MarketName,
    params?: ListFundingHistoryParams,) => {
    return [
    `/v2/collateral/funding/history/${market}`, ...(params ? [params] : [])
    ] as const;
    }


export const getListFundingHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listFundingHistory>>, TError = ErrorType<ErrorBody>>(market: MarketName,
    params?: ListFundingHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFundingHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListFundingHistoryQueryKey(market,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listFundingHistory>>> = ({ signal }) => listFundingHistory(market,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: market !== null && market !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listFundingHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListFundingHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listFundingHistory>>>
export type ListFundingHistoryQueryError = ErrorType<ErrorBody>


export function useListFundingHistory<TData = Awaited<ReturnType<typeof listFundingHistory>>, TError = ErrorType<ErrorBody>>(
 market: MarketName,
    params: undefined |  ListFundingHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFundingHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFundingHistory>>,
          TError,
          Awaited<ReturnType<typeof listFundingHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFundingHistory<TData = Awaited<ReturnType<typeof listFundingHistory>>, TError = ErrorType<ErrorBody>>(
 market: MarketName,
    params?: ListFundingHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFundingHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFundingHistory>>,
          TError,
          Awaited<ReturnType<typeof listFundingHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFundingHistory<TData = Awaited<ReturnType<typeof listFundingHistory>>, TError = ErrorType<ErrorBody>>(
 market: MarketName,
    params?: ListFundingHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFundingHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a market's funding history
 */

export function useListFundingHistory<TData = Awaited<ReturnType<typeof listFundingHistory>>, TError = ErrorType<ErrorBody>>(
 market: MarketName,
    params?: ListFundingHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFundingHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListFundingHistoryQueryOptions(market,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListUserFundingHistoryUrl = (market: MarketName,
    params?: ListUserFundingHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/v2/collateral/funding/user-history/${encodeURIComponent(String(market))}?${stringifiedParams}` : `/v2/collateral/funding/user-history/${encodeURIComponent(String(market))}`
}

/**
 * The funding the user paid or received on a perpetual market, newest first (history page collateral/funding). Assumption: `{m}` is the market; the items are invented, paginated with offset and limit (default 100).
 * @summary List the user's funding payments
 */
export const listUserFundingHistory = async (market: MarketName,
    params?: ListUserFundingHistoryParams, options?: Parameters<typeof httpClient>[1]): Promise<UserFundingHistoryResponse> => {

  return httpClient<UserFundingHistoryResponse>(getListUserFundingHistoryUrl(market,params),
  {
    ...options,
    method: 'GET'

    ,
    schema: UserFundingHistoryResponse
  }
);}





export const getListUserFundingHistoryQueryKey = (market: MarketName,
    params?: ListUserFundingHistoryParams,) => {
    return [
    `/v2/collateral/funding/user-history/${market}`, ...(params ? [params] : [])
    ] as const;
    }


export const getListUserFundingHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listUserFundingHistory>>, TError = ErrorType<ErrorBody>>(market: MarketName,
    params?: ListUserFundingHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUserFundingHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListUserFundingHistoryQueryKey(market,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listUserFundingHistory>>> = ({ signal }) => listUserFundingHistory(market,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: market !== null && market !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listUserFundingHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListUserFundingHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listUserFundingHistory>>>
export type ListUserFundingHistoryQueryError = ErrorType<ErrorBody>


export function useListUserFundingHistory<TData = Awaited<ReturnType<typeof listUserFundingHistory>>, TError = ErrorType<ErrorBody>>(
 market: MarketName,
    params: undefined |  ListUserFundingHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUserFundingHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listUserFundingHistory>>,
          TError,
          Awaited<ReturnType<typeof listUserFundingHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListUserFundingHistory<TData = Awaited<ReturnType<typeof listUserFundingHistory>>, TError = ErrorType<ErrorBody>>(
 market: MarketName,
    params?: ListUserFundingHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUserFundingHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listUserFundingHistory>>,
          TError,
          Awaited<ReturnType<typeof listUserFundingHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListUserFundingHistory<TData = Awaited<ReturnType<typeof listUserFundingHistory>>, TError = ErrorType<ErrorBody>>(
 market: MarketName,
    params?: ListUserFundingHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUserFundingHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the user's funding payments
 */

export function useListUserFundingHistory<TData = Awaited<ReturnType<typeof listUserFundingHistory>>, TError = ErrorType<ErrorBody>>(
 market: MarketName,
    params?: ListUserFundingHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUserFundingHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListUserFundingHistoryQueryOptions(market,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






