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
  MarketListResponse,
  OrderResponse,
  PublicOrderBook
} from '../model';
import type {
  ErrorBody,
  GetPublicOrderBookParams,
  LimitOrderRequest,
  PublicServerError,
  PublicValidationError,
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

  return stringifiedParams.length > 0 ? `/api/v4/public/orderbook/${market}?${stringifiedParams}` : `/api/v4/public/orderbook/${market}`
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






export const getPlaceSpotLimitOrderUrl = () => {




  return `/v2/trade/spot/limit`
}

/**
 * @summary Place a spot limit order
 */
export const placeSpotLimitOrder = async (limitOrderRequest: LimitOrderRequest, options?: Parameters<typeof httpClient>[1]): Promise<OrderResponse> => {

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
return httpClient<OrderResponse>(getPlaceSpotLimitOrderUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(limitOrderRequest),
    schema: OrderResponse
  }
);}





export const getPlaceSpotLimitOrderMutationKey = () => ['placeSpotLimitOrder'] as const;

export const getPlaceSpotLimitOrderMutationOptions = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeSpotLimitOrder>>, TError,PlaceSpotLimitOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof placeSpotLimitOrder>>, TError,PlaceSpotLimitOrderMutationVariables, TContext> => {

const mutationKey = getPlaceSpotLimitOrderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof placeSpotLimitOrder>>, PlaceSpotLimitOrderMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  placeSpotLimitOrder(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PlaceSpotLimitOrderMutationResult = NonNullable<Awaited<ReturnType<typeof placeSpotLimitOrder>>>
    export type PlaceSpotLimitOrderMutationBody = BodyType<LimitOrderRequest>
    export type PlaceSpotLimitOrderMutationError = ErrorType<ErrorBody>
    export type PlaceSpotLimitOrderMutationVariables = {data: BodyType<LimitOrderRequest>}

    /**
 * @summary Place a spot limit order
 */
export const usePlaceSpotLimitOrder = <TError = ErrorType<ErrorBody>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof placeSpotLimitOrder>>, TError,PlaceSpotLimitOrderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof placeSpotLimitOrder>>,
        TError,
        PlaceSpotLimitOrderMutationVariables,
        TContext
      > => {
      return useMutation(getPlaceSpotLimitOrderMutationOptions(options), queryClient);
    }
