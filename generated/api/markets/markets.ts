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
  FavoriteMarketListResponse,
  MarketBaseInfoListResponse,
  MarketListResponse,
  MarketResponse,
  PublicKlineResponse,
  PublicOrderBook
} from '../model';
import type {
  ErrorBody,
  GetPublicKlineParams,
  GetPublicOrderBookParams,
  MarketName,
  PublicServerError,
  PublicV1Error,
  PublicValidationError,
  SaveFavoriteMarketsRequest,
  TradeMarketName
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

export const getListTradeMarketsUrl = () => {




  return `/v2/trade/markets`
}

/**
 * Every market with its trading rules and 24 h figures. Cached for 90 s by the client.
 * @summary List the markets
 */
export const listTradeMarkets = async ( options?: Parameters<typeof httpClient>[1]): Promise<MarketListResponse> => {

  return httpClient<MarketListResponse>(getListTradeMarketsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: MarketListResponse
  }
);}





export const getListTradeMarketsQueryKey = () => {
    return [
    `/v2/trade/markets`
    ] as const;
    }


export const getListTradeMarketsQueryOptions = <TData = Awaited<ReturnType<typeof listTradeMarkets>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTradeMarkets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListTradeMarketsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listTradeMarkets>>> = ({ signal }) => listTradeMarkets({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listTradeMarkets>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListTradeMarketsQueryResult = NonNullable<Awaited<ReturnType<typeof listTradeMarkets>>>
export type ListTradeMarketsQueryError = ErrorType<ErrorBody>


export function useListTradeMarkets<TData = Awaited<ReturnType<typeof listTradeMarkets>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTradeMarkets>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listTradeMarkets>>,
          TError,
          Awaited<ReturnType<typeof listTradeMarkets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListTradeMarkets<TData = Awaited<ReturnType<typeof listTradeMarkets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTradeMarkets>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listTradeMarkets>>,
          TError,
          Awaited<ReturnType<typeof listTradeMarkets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListTradeMarkets<TData = Awaited<ReturnType<typeof listTradeMarkets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTradeMarkets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the markets
 */

export function useListTradeMarkets<TData = Awaited<ReturnType<typeof listTradeMarkets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTradeMarkets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListTradeMarketsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetPublicOrderBookUrl = (market: TradeMarketName,
    params?: GetPublicOrderBookParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v4/public/orderbook/${encodeURIComponent(String(market))}?${stringifiedParams}` : `/api/v4/public/orderbook/${encodeURIComponent(String(market))}`
}

/**
 * The public API v4 order book of one market. The client gives it 3 s before it times out.
 * @summary Get the public order book
 */
export const getPublicOrderBook = async (market: TradeMarketName,
    params?: GetPublicOrderBookParams, options?: Parameters<typeof httpClient>[1]): Promise<PublicOrderBook> => {

  return httpClient<PublicOrderBook>(getGetPublicOrderBookUrl(market,params),
  {
    ...options,
    method: 'GET'

    ,
    schema: PublicOrderBook
  }
);}





export const getGetPublicOrderBookQueryKey = (market: TradeMarketName,
    params?: GetPublicOrderBookParams,) => {
    return [
    `/api/v4/public/orderbook/${market}`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetPublicOrderBookQueryOptions = <TData = Awaited<ReturnType<typeof getPublicOrderBook>>, TError = ErrorType<PublicValidationError | string | PublicServerError>>(market: TradeMarketName,
    params?: GetPublicOrderBookParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicOrderBook>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetPublicOrderBookQueryKey(market,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getPublicOrderBook>>> = ({ signal }) => getPublicOrderBook(market,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: market !== null && market !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getPublicOrderBook>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetPublicOrderBookQueryResult = NonNullable<Awaited<ReturnType<typeof getPublicOrderBook>>>
export type GetPublicOrderBookQueryError = ErrorType<PublicValidationError | string | PublicServerError>


export function useGetPublicOrderBook<TData = Awaited<ReturnType<typeof getPublicOrderBook>>, TError = ErrorType<PublicValidationError | string | PublicServerError>>(
 market: TradeMarketName,
    params: undefined |  GetPublicOrderBookParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicOrderBook>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPublicOrderBook>>,
          TError,
          Awaited<ReturnType<typeof getPublicOrderBook>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPublicOrderBook<TData = Awaited<ReturnType<typeof getPublicOrderBook>>, TError = ErrorType<PublicValidationError | string | PublicServerError>>(
 market: TradeMarketName,
    params?: GetPublicOrderBookParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicOrderBook>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPublicOrderBook>>,
          TError,
          Awaited<ReturnType<typeof getPublicOrderBook>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPublicOrderBook<TData = Awaited<ReturnType<typeof getPublicOrderBook>>, TError = ErrorType<PublicValidationError | string | PublicServerError>>(
 market: TradeMarketName,
    params?: GetPublicOrderBookParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicOrderBook>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the public order book
 */

export function useGetPublicOrderBook<TData = Awaited<ReturnType<typeof getPublicOrderBook>>, TError = ErrorType<PublicValidationError | string | PublicServerError>>(
 market: TradeMarketName,
    params?: GetPublicOrderBookParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicOrderBook>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetPublicOrderBookQueryOptions(market,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetTradeMarketUrl = (market: MarketName,) => {




  return `/v2/trade/markets/${encodeURIComponent(String(market))}`
}

/**
 * One market with its trading rules and 24 h figures (the trade page of a pair). Assumption: the answer is the same `Market` object as an item of the markets list.
 * @summary Get one market
 */
export const getTradeMarket = async (market: MarketName, options?: Parameters<typeof httpClient>[1]): Promise<MarketResponse> => {

  return httpClient<MarketResponse>(getGetTradeMarketUrl(market),
  {
    ...options,
    method: 'GET'

    ,
    schema: MarketResponse
  }
);}





export const getGetTradeMarketQueryKey = (market: MarketName,) => {
    return [
    `/v2/trade/markets/${market}`
    ] as const;
    }


export const getGetTradeMarketQueryOptions = <TData = Awaited<ReturnType<typeof getTradeMarket>>, TError = ErrorType<ErrorBody>>(market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradeMarket>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetTradeMarketQueryKey(market);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getTradeMarket>>> = ({ signal }) => getTradeMarket(market, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: market !== null && market !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getTradeMarket>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetTradeMarketQueryResult = NonNullable<Awaited<ReturnType<typeof getTradeMarket>>>
export type GetTradeMarketQueryError = ErrorType<ErrorBody>


export function useGetTradeMarket<TData = Awaited<ReturnType<typeof getTradeMarket>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradeMarket>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getTradeMarket>>,
          TError,
          Awaited<ReturnType<typeof getTradeMarket>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetTradeMarket<TData = Awaited<ReturnType<typeof getTradeMarket>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradeMarket>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getTradeMarket>>,
          TError,
          Awaited<ReturnType<typeof getTradeMarket>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetTradeMarket<TData = Awaited<ReturnType<typeof getTradeMarket>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradeMarket>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get one market
 */

export function useGetTradeMarket<TData = Awaited<ReturnType<typeof getTradeMarket>>, TError = ErrorType<ErrorBody>>(
 market: MarketName, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTradeMarket>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetTradeMarketQueryOptions(market,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListTradeMarketsBaseInfoUrl = () => {




  return `/v2/trade/markets/base-info`
}

/**
 * The static trading rules of every market, without the 24 h figures. Assumption: the spec names the call only; the fields are those of `Market` that do not change with trading.
 * @summary List the markets' base information
 */
export const listTradeMarketsBaseInfo = async ( options?: Parameters<typeof httpClient>[1]): Promise<MarketBaseInfoListResponse> => {

  return httpClient<MarketBaseInfoListResponse>(getListTradeMarketsBaseInfoUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: MarketBaseInfoListResponse
  }
);}





export const getListTradeMarketsBaseInfoQueryKey = () => {
    return [
    `/v2/trade/markets/base-info`
    ] as const;
    }


export const getListTradeMarketsBaseInfoQueryOptions = <TData = Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListTradeMarketsBaseInfoQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>> = ({ signal }) => listTradeMarketsBaseInfo({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListTradeMarketsBaseInfoQueryResult = NonNullable<Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>>
export type ListTradeMarketsBaseInfoQueryError = ErrorType<ErrorBody>


export function useListTradeMarketsBaseInfo<TData = Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>,
          TError,
          Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListTradeMarketsBaseInfo<TData = Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>,
          TError,
          Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListTradeMarketsBaseInfo<TData = Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the markets' base information
 */

export function useListTradeMarketsBaseInfo<TData = Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTradeMarketsBaseInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListTradeMarketsBaseInfoQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetPublicKlineUrl = (params: GetPublicKlineParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/public/kline?${stringifiedParams}` : `/api/v1/public/kline`
}

/**
 * Candles of one market from the public API v1, exactly as published: cached for 1 s, at most 1440 candles. Without `start` and `end` the server returns 1 day for minute intervals, 1 week for hour intervals, 1 month for day and week intervals and 1 year for the month interval. Assumption: the error status is not documented; a failed request is described here as a 422 with the published v1 error body, and gateway failures as for the public API v4.
 * @summary Get candles (public API v1 kline)
 */
export const getPublicKline = async (params: GetPublicKlineParams, options?: Parameters<typeof httpClient>[1]): Promise<PublicKlineResponse> => {

  return httpClient<PublicKlineResponse>(getGetPublicKlineUrl(params),
  {
    ...options,
    method: 'GET'

    ,
    schema: PublicKlineResponse
  }
);}





export const getGetPublicKlineQueryKey = (params?: GetPublicKlineParams,) => {
    return [
    `/api/v1/public/kline`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetPublicKlineQueryOptions = <TData = Awaited<ReturnType<typeof getPublicKline>>, TError = ErrorType<PublicV1Error | string | PublicServerError>>(params: GetPublicKlineParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicKline>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetPublicKlineQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getPublicKline>>> = ({ signal }) => getPublicKline(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getPublicKline>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetPublicKlineQueryResult = NonNullable<Awaited<ReturnType<typeof getPublicKline>>>
export type GetPublicKlineQueryError = ErrorType<PublicV1Error | string | PublicServerError>


export function useGetPublicKline<TData = Awaited<ReturnType<typeof getPublicKline>>, TError = ErrorType<PublicV1Error | string | PublicServerError>>(
 params: GetPublicKlineParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicKline>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPublicKline>>,
          TError,
          Awaited<ReturnType<typeof getPublicKline>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPublicKline<TData = Awaited<ReturnType<typeof getPublicKline>>, TError = ErrorType<PublicV1Error | string | PublicServerError>>(
 params: GetPublicKlineParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicKline>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPublicKline>>,
          TError,
          Awaited<ReturnType<typeof getPublicKline>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPublicKline<TData = Awaited<ReturnType<typeof getPublicKline>>, TError = ErrorType<PublicV1Error | string | PublicServerError>>(
 params: GetPublicKlineParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicKline>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get candles (public API v1 kline)
 */

export function useGetPublicKline<TData = Awaited<ReturnType<typeof getPublicKline>>, TError = ErrorType<PublicV1Error | string | PublicServerError>>(
 params: GetPublicKlineParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicKline>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetPublicKlineQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListFavoriteMarketsUrl = () => {




  return `/v2/trade/favorites`
}

/**
 * The user's favourite markets in their order. Loaded only when logged in.
 * @summary List the favourite markets
 */
export const listFavoriteMarkets = async ( options?: Parameters<typeof httpClient>[1]): Promise<FavoriteMarketListResponse> => {

  return httpClient<FavoriteMarketListResponse>(getListFavoriteMarketsUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: FavoriteMarketListResponse
  }
);}





export const getListFavoriteMarketsQueryKey = () => {
    return [
    `/v2/trade/favorites`
    ] as const;
    }


export const getListFavoriteMarketsQueryOptions = <TData = Awaited<ReturnType<typeof listFavoriteMarkets>>, TError = ErrorType<ErrorBody>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFavoriteMarkets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListFavoriteMarketsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listFavoriteMarkets>>> = ({ signal }) => listFavoriteMarkets({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listFavoriteMarkets>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListFavoriteMarketsQueryResult = NonNullable<Awaited<ReturnType<typeof listFavoriteMarkets>>>
export type ListFavoriteMarketsQueryError = ErrorType<ErrorBody>


export function useListFavoriteMarkets<TData = Awaited<ReturnType<typeof listFavoriteMarkets>>, TError = ErrorType<ErrorBody>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFavoriteMarkets>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFavoriteMarkets>>,
          TError,
          Awaited<ReturnType<typeof listFavoriteMarkets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFavoriteMarkets<TData = Awaited<ReturnType<typeof listFavoriteMarkets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFavoriteMarkets>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFavoriteMarkets>>,
          TError,
          Awaited<ReturnType<typeof listFavoriteMarkets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFavoriteMarkets<TData = Awaited<ReturnType<typeof listFavoriteMarkets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFavoriteMarkets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the favourite markets
 */

export function useListFavoriteMarkets<TData = Awaited<ReturnType<typeof listFavoriteMarkets>>, TError = ErrorType<ErrorBody>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFavoriteMarkets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListFavoriteMarketsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getSaveFavoriteMarketsUrl = () => {




  return `/v2/trade/favorites`
}

/**
 * Saves the whole favourites list after an optimistic add (at the end) or remove (priorities renumbered); on failure the client shows a generic error toast and rolls back. Assumption: the answer is the saved list.
 * @summary Save the favourite markets
 */
export const saveFavoriteMarkets = async (saveFavoriteMarketsRequest: SaveFavoriteMarketsRequest, options?: Parameters<typeof httpClient>[1]): Promise<FavoriteMarketListResponse> => {

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
return httpClient<FavoriteMarketListResponse>(getSaveFavoriteMarketsUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(saveFavoriteMarketsRequest),
    schema: FavoriteMarketListResponse
  }
);}





export const getSaveFavoriteMarketsMutationKey = () => ['saveFavoriteMarkets'] as const;

export const getSaveFavoriteMarketsMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof saveFavoriteMarkets>>, TError,SaveFavoriteMarketsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof saveFavoriteMarkets>>, TError,SaveFavoriteMarketsMutationVariables, TContext> => {

const mutationKey = getSaveFavoriteMarketsMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof saveFavoriteMarkets>>, SaveFavoriteMarketsMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  saveFavoriteMarkets(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SaveFavoriteMarketsMutationResult = NonNullable<Awaited<ReturnType<typeof saveFavoriteMarkets>>>
    export type SaveFavoriteMarketsMutationBody = BodyType<SaveFavoriteMarketsRequest>
    export type SaveFavoriteMarketsMutationError = ErrorType<ErrorBody>
    export type SaveFavoriteMarketsMutationVariables = {data: BodyType<SaveFavoriteMarketsRequest>}

    /**
 * @summary Save the favourite markets
 */
export const useSaveFavoriteMarkets = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof saveFavoriteMarkets>>, TError,SaveFavoriteMarketsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof saveFavoriteMarkets>>,
        TError,
        SaveFavoriteMarketsMutationVariables,
        TContext
      > => {
      return useMutation(getSaveFavoriteMarketsMutationOptions(options), queryClient);
    }
